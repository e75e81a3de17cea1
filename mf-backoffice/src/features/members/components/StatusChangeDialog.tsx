import { toast } from 'react-toastify';
import { backofficeLabels, type StaffMemberDetail, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, ButtonRow, Dialog } from '@lotto/ui';
import { useSetMemberStatusMutation } from '../api/membersApi';

const words = backofficeLabels.members;

/** Suspend (the member's sessions end at once, on the server) or reactivate, after ตกลง. */
export function StatusChangeDialog({ member, onClose }: { member: StaffMemberDetail; onClose: () => void }) {
  const [setStatus, { isLoading }] = useSetMemberStatusMutation();
  const action = member.status === 'active' ? 'suspend' : 'reactivate';
  const confirm = async () => {
    const answer = await setStatus({ id: member.id, action });
    if ('error' in answer) toast.error((answer.error as QueryError).message);
    else toast.success(action === 'suspend' ? words.suspended : words.reactivated);
    onClose();
  };
  return (
    <Dialog title={action === 'suspend' ? words.suspend : words.reactivate} onClose={onClose}>
      <p>{withValues(action === 'suspend' ? words.suspendQuestion : words.reactivateQuestion, { member: member.username })}</p>
      <ButtonRow>
        <Button type="button" onClick={onClose}>
          {backofficeLabels.actions.cancel}
        </Button>
        <Button type="button" $variant={action === 'suspend' ? 'danger' : 'success'} disabled={isLoading} onClick={confirm}>
          {backofficeLabels.actions.yes}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
