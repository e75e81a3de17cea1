import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { remoteCanarySchema } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import {
  useAbortCanaryMutation,
  usePinRemoteMutation,
  usePromoteCanaryMutation,
  useStartCanaryMutation,
  useUnpinRemoteMutation,
} from './api/releasesApi';
import { doneMessage, type ReleaseChange } from './releaseChange';

/**
 * The change the admin is asked to confirm, the canary's percentage, and sending it: pin, unpin,
 * canary, promote or abort, as `npm run remotes` does; the server audits each.
 */
export function useReleaseChange() {
  const [pin, pinning] = usePinRemoteMutation();
  const [unpin, unpinning] = useUnpinRemoteMutation();
  const [canary, starting] = useStartCanaryMutation();
  const [promote, promoting] = usePromoteCanaryMutation();
  const [abort, aborting] = useAbortCanaryMutation();
  const [change, setChange] = useState<ReleaseChange | null>(null);
  const [percent, setPercent] = useState('10');
  const [percentError, setPercentError] = useState<string>();
  const busy = pinning.isLoading || unpinning.isLoading || starting.isLoading || promoting.isLoading || aborting.isLoading;
  const cancel = useCallback(() => {
    setChange(null);
    setPercentError(undefined);
  }, []);

  const send = async (current: ReleaseChange) => {
    switch (current.kind) {
      case 'pin':
        return pin({ name: current.name, version: current.version });
      case 'unpin':
        return unpin(current.name);
      case 'canary':
        return canary({ name: current.name, version: current.version, percent: Number(percent) });
      case 'promote':
        return promote(current.name);
      case 'abort':
        return abort(current.name);
    }
  };

  const confirm = async () => {
    if (!change) return;
    if (change.kind === 'canary') {
      try {
        remoteCanarySchema.validateSync({ version: change.version, percent: percent.trim() === '' ? undefined : percent });
      } catch (error) {
        setPercentError((error as Error).message);
        return;
      }
    }
    const answer = await send(change);
    cancel();
    if ('error' in answer) {
      toast.error((answer.error as QueryError).message);
      return;
    }
    toast.success(doneMessage(change, percent));
  };

  return { change, ask: setChange, percent, setPercent, percentError, busy, cancel, confirm };
}
