import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useIdempotencyKey } from '@lotto/ui';
import { useDecideDepositMutation, useDecideWithdrawalMutation, type QueueKind } from '../api/queuesApi';
import type { PendingDecision } from './DecisionDialog';

interface Target extends PendingDecision {
  id: number;
}

/**
 * The decision on one money request, from the button to the answer. A request someone else has
 * already decided (409) is a notice, not an error: the queue refreshes and it is gone. A lost
 * connection keeps the dialog and its Idempotency-Key, so that a retry moves the money once. An
 * approval that leaves a withdrawal pending was the first of two.
 */
export function useDecision(kind: QueueKind) {
  const [decideDeposit, depositState] = useDecideDepositMutation();
  const [decideWithdrawal, withdrawalState] = useDecideWithdrawalMutation();
  const decide = kind === 'deposits' ? decideDeposit : decideWithdrawal;
  const busy = (kind === 'deposits' ? depositState : withdrawalState).isLoading;
  const [target, setTarget] = useState<Target | null>(null);
  const key = useIdempotencyKey();

  const close = useCallback(() => {
    key.settle();
    setTarget(null);
  }, [key]);

  const confirm = async (reason?: string) => {
    if (!target) return;
    const answer = await decide({ id: target.id, decision: target.decision, reason, idempotencyKey: key.current() });
    if (!('error' in answer)) {
      // Above the site's threshold a withdrawal needs a second, different approver: still pending.
      if (target.decision === 'approve' && answer.data.status === 'pending') toast.info(th.money.firstApproved);
      else toast.success(target.decision === 'approve' ? th.money.approved : th.money.rejected);
      close();
      return;
    }
    const error = answer.error as QueryError;
    if (error.status === 'NETWORK') {
      toast.error(error.message);
      return;
    }
    if (error.status === 409) toast.info(error.message);
    else toast.error(error.message);
    close();
  };

  return { target, open: setTarget, close, confirm, busy };
}
