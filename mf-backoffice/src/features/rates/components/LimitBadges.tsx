import { backofficeLabels, formatMoney, withValues } from '@lotto/shared';
import styled from 'styled-components';
import { Badge } from '@lotto/ui';

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const l = backofficeLabels.limits;

/** What a limit does to a number: closed, a reduced rate, a stake cap; or open when there is none. */
export function LimitBadges({ limit }: { limit: { closed: boolean; rate: number | null; stake_cap: number | null } | null }) {
  if (!limit || (!limit.closed && limit.rate === null && limit.stake_cap === null)) {
    return <Badge $tone="good">{backofficeLabels.exposure.open}</Badge>;
  }
  return (
    <Badges>
      {limit.closed && <Badge $tone="bad">{l.closedState}</Badge>}
      {limit.rate !== null && <Badge $tone="warn">{withValues(l.rateState, { rate: limit.rate })}</Badge>}
      {limit.stake_cap !== null && <Badge $tone="warn">{withValues(l.capState, { cap: formatMoney(limit.stake_cap) })}</Badge>}
    </Badges>
  );
}
