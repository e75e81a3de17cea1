import { backofficeLabels, type MemberStatus } from '@lotto/shared';
import { Badge } from '@lotto/ui';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge $tone={status === 'active' ? 'good' : 'bad'}>{backofficeLabels.members.statuses[status]}</Badge>;
}
