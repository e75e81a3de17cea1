import { toast } from 'react-toastify';
import { backofficeLabels, BET_TYPE_INFO, type LimitedNumber, th, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Message, QueryState, Table } from '@lotto/ui';
import { useDeleteLimitedNumberMutation, useGetLimitedNumbersQuery } from '../api/ratesApi';
import { LimitBadges } from './LimitBadges';

const l = backofficeLabels.limits;

/** เลขอั้นที่ตั้งไว้: the lottery's rules (and the picked round's), each removable; placed lines keep their rates. */
export function LimitList({ lotteryCode, roundId }: { lotteryCode: string; roundId: number | null }) {
  const limits = useGetLimitedNumbersQuery({ lottery_code: lotteryCode, ...(roundId !== null && { round_id: roundId }) });
  const [remove, { isLoading: removing }] = useDeleteLimitedNumberMutation();

  const removeRule = async (rule: LimitedNumber) => {
    const answer = await remove(rule.id);
    if ('error' in answer) toast.error((answer.error as QueryError).message);
    else toast.success(th.lotto.limitRuleDeleted);
  };

  return (
    <Card aria-labelledby="limit-list-title">
      <CardTitle id="limit-list-title">{l.listTitle}</CardTitle>
      <QueryState isLoading={limits.isLoading} error={limits.error} refetch={limits.refetch}>
        {limits.data?.length === 0 && <Message>{l.empty}</Message>}
        {limits.data && limits.data.length > 0 && (
          <Table columns={[l.type, l.number, l.scope, backofficeLabels.exposure.limit, backofficeLabels.rounds.manage]}>
            {limits.data.map((rule) => {
              const type = BET_TYPE_INFO[rule.type].label;
              return (
                <tr key={rule.id}>
                  <td data-label={l.type}>{type}</td>
                  <td data-label={l.number}>
                    <strong>{rule.number}</strong>
                  </td>
                  <td data-label={l.scope}>{rule.round_id === null ? l.scopeAll : withValues(l.scopeRound, { id: rule.round_id })}</td>
                  <td data-label={backofficeLabels.exposure.limit}>
                    <LimitBadges limit={rule} />
                  </td>
                  <td>
                    <Button
                      type="button"
                      $variant="danger"
                      disabled={removing}
                      aria-label={withValues(l.removeOf, { type, number: rule.number })}
                      onClick={() => void removeRule(rule)}
                    >
                      {l.remove}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </Table>
        )}
      </QueryState>
    </Card>
  );
}
