import { th, type MemberStatus } from '@lotto/shared';
import { Badge } from '@lotto/ui';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge $tone={status === 'active' ? 'good' : 'bad'}>{th.backoffice.members.statuses[status]}</Badge>;
}
