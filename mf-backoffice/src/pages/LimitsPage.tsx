import { useSearchParams } from 'react-router-dom';
import { backofficeLabels, bangkokToday, withValues } from '@lotto/shared';
import { Input, PageTitle, QueryState, Select, Toolbar } from '@lotto/ui';
import { useGetBackofficeLotteriesQuery } from '../lib/api/lotteriesApi';
import { useGetBackofficeRoundsQuery } from '../features/rounds/api/roundsApi';
import { roundTitle } from '../features/rounds/components/ResultDialog';
import { AddLimitForm } from '../features/rates/components/AddLimitForm';
import { ExposureTable } from '../features/rates/components/ExposureTable';
import { LimitList } from '../features/rates/components/LimitList';
import { LotteryPicker } from '../features/rates/components/LotteryPicker';

const l = backofficeLabels.limits;

/**
 * เลขอั้น (admin): a lottery's limited numbers, for all its rounds or one round of a date, and the
 * picked round's exposure with one-click close or cap.
 */
export default function LimitsPage() {
  const [search, setSearch] = useSearchParams();
  const lotteries = useGetBackofficeLotteriesQuery();
  const code = search.get('lottery') ?? lotteries.data?.[0]?.code ?? '';
  const date = search.get('date') ?? bangkokToday();
  const roundParam = search.get('round');
  const roundId = roundParam ? Number(roundParam) : null;
  const lottery = lotteries.data?.find((item) => item.code === code);
  const rounds = useGetBackofficeRoundsQuery({ lottery_code: code, date, page: 1 }, { skip: !code });

  const pick = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };

  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <QueryState isLoading={lotteries.isLoading} error={lotteries.error} refetch={lotteries.refetch}>
        {lotteries.data && (
          <Toolbar>
            <label htmlFor="limits-lottery">{l.lottery}</label>
            <LotteryPicker
              id="limits-lottery"
              lotteries={lotteries.data}
              value={code}
              onChange={(next) => pick({ lottery: next, round: '' })}
            />
            <label htmlFor="limits-date">{l.roundDate}</label>
            <Input id="limits-date" type="date" value={date} onChange={(event) => pick({ date: event.target.value, round: '' })} />
            <label htmlFor="limits-round">{l.scope}</label>
            <Select id="limits-round" value={roundParam ?? ''} onChange={(event) => pick({ round: event.target.value })}>
              <option value="">{l.allRounds}</option>
              {rounds.data?.data.map((round) => (
                <option key={round.id} value={round.id}>
                  {withValues(l.roundOption, {
                    date: round.is_yeekee ? roundTitle(round) : round.round_date,
                    state: backofficeLabels.rounds.states[round.state],
                  })}
                </option>
              ))}
            </Select>
          </Toolbar>
        )}
        {lottery && (
          <>
            <AddLimitForm key={`${lottery.code}:${roundId ?? ''}`} lottery={lottery} roundId={roundId} />
            <LimitList lotteryCode={lottery.code} roundId={roundId} />
            {roundId !== null && <ExposureTable lotteryCode={lottery.code} roundId={roundId} />}
          </>
        )}
      </QueryState>
    </>
  );
}
