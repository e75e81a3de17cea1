import { toast } from 'react-toastify';
import { backofficeLabels, BET_TYPE_INFO, type ExposureItem, formatMoney, th, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Message, Money, Muted, QueryState, Table, Toolbar } from '@lotto/ui';
import { useGetExposureQuery, useSaveLimitedNumberMutation } from '../api/ratesApi';
import { LimitBadges } from './LimitBadges';

const l = backofficeLabels.exposure;

/**
 * ยอดแทงต่อเลข: per number and type, the round's total stake and what it pays if it wins, largest
 * first. One click closes a number for this round, or caps it at what is staked now; either keeps
 * the number's other limits.
 */
export function ExposureTable({ lotteryCode, roundId }: { lotteryCode: string; roundId: number }) {
  const exposure = useGetExposureQuery(roundId);
  const [save, { isLoading: saving }] = useSaveLimitedNumberMutation();

  const limit = async (item: ExposureItem, change: { closed: boolean } | { stake_cap: number }) => {
    const answer = await save({
      lottery_code: lotteryCode,
      round_id: roundId,
      type: item.type,
      number: item.number,
      rate: item.limited?.rate ?? null,
      closed: item.limited?.closed ?? false,
      stake_cap: item.limited?.stake_cap ?? null,
      ...change,
    });
    if ('error' in answer) toast.error((answer.error as QueryError).message);
    else toast.success(th.lotto.limitRuleSaved);
  };

  return (
    <Card aria-labelledby="exposure-title">
      <CardTitle id="exposure-title">{l.title}</CardTitle>
      <Muted as="p">{l.hint}</Muted>
      <QueryState isLoading={exposure.isLoading} error={exposure.error} refetch={exposure.refetch}>
        {exposure.data?.length === 0 && <Message>{l.empty}</Message>}
        {exposure.data && exposure.data.length > 0 && (
          <Table
            columns={[
              l.type,
              l.number,
              { label: l.stake, numeric: true },
              { label: l.payout, numeric: true },
              { label: l.rate, numeric: true },
              l.limit,
              backofficeLabels.rounds.manage,
            ]}
          >
            {exposure.data.map((item) => {
              const type = BET_TYPE_INFO[item.type].label;
              const names = { type, number: item.number, stake: formatMoney(item.stake) };
              return (
                <tr key={`${item.type}:${item.number}`} aria-label={`${type} ${item.number}`}>
                  <td data-label={l.type}>{type}</td>
                  <td data-label={l.number}>
                    <strong>{item.number}</strong>
                  </td>
                  <td data-label={l.stake} className="number">
                    <Money>{formatMoney(item.stake)}</Money>
                  </td>
                  <td data-label={l.payout} className="number">
                    <Money>{formatMoney(item.payout_if_wins)}</Money>
                  </td>
                  <td data-label={l.rate} className="number">
                    {item.rate}
                  </td>
                  <td data-label={l.limit}>
                    <LimitBadges limit={item.limited} />
                  </td>
                  <td>
                    <Toolbar>
                      <Button
                        type="button"
                        $variant="danger"
                        disabled={saving || item.limited?.closed === true}
                        aria-label={withValues(l.closeOf, names)}
                        onClick={() => void limit(item, { closed: true })}
                      >
                        {l.close}
                      </Button>
                      <Button
                        type="button"
                        disabled={saving || item.limited?.closed === true || item.limited?.stake_cap === item.stake}
                        aria-label={withValues(l.capOf, names)}
                        onClick={() => void limit(item, { stake_cap: item.stake })}
                      >
                        {l.cap}
                      </Button>
                    </Toolbar>
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
