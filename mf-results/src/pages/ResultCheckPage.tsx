import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { YEEKEE_CODE, formatResultDate, lotteryByCode, paths, th, type LotteryDefinition } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { Message, Page } from '@lotto/ui';
import { remote } from '../remote';
import { useResultDatesQuery } from '../features/check/api/resultDatesApi';
import { DrawPicker, LATEST_DRAW } from '../features/check/components/DrawPicker';
import { NumberCheck } from '../features/check/components/NumberCheck';
import { RoundPicker } from '../features/check/components/RoundPicker';
import { useBetResultQuery } from '../features/results/api/resultsApi';
import { ResultCard } from '../features/results/components/ResultCard';
import { ResultsQueryState } from '../features/results/components/ResultsQueryState';
import { OpenYeekeeRound } from '../features/yeekee/components/OpenYeekeeRound';
import { YeekeeProof } from '../features/yeekee/components/YeekeeProof';

const words = th.results.check;
const isCalendarDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

function DrawResult({ lottery, date }: { lottery: LotteryDefinition; date: string }) {
  const valid = isCalendarDate(date);
  const { data, isLoading, error, refetch } = useBetResultQuery({ name: lottery.code, date }, { skip: !valid });
  const [roundId, setRoundId] = useState<string | null>(null);
  const item = data?.find((candidate) => candidate.round_id === roundId) ?? data?.[0];
  if (!valid || data?.length === 0) {
    return <Message>{words.noDrawOnDate.replace('{name}', lottery.name).replace('{date}', valid ? formatResultDate(date) : date)}</Message>;
  }
  if (!data || !item) return <ResultsQueryState isLoading={isLoading} error={error} refetch={refetch} cards={1} />;
  return (
    <>
      {data.length > 1 && <RoundPicker items={data} selected={item.round_id} onSelect={setRoundId} />}
      <ResultCard item={item}>
        <YeekeeProof key={item.round_id} item={item} />
      </ResultCard>
      <NumberCheck key={item.round_id} item={item} />
    </>
  );
}

/**
 * /lotto/result/{type}/{date}: one lottery's stored result on one date, a picker of the draws that
 * exist, and a number check. An unknown lottery or a date without a draw says so in Thai.
 */
export default function ResultCheckPage() {
  const { type = '', date = '' } = useParams();
  const lottery = lotteryByCode(type);
  const dates = useResultDatesQuery(type, { skip: !lottery });
  const newest = dates.data?.[0];
  return (
    <RemoteRoot {...remote}>
      <Page>
        <h1>{th.pages.resultCheck}</h1>
        <DrawPicker code={type} date={date} dates={dates.data} />
        {!lottery && <Message>{words.unknownLottery}</Message>}
        {lottery && date === LATEST_DRAW && (
          <>
            {newest && <Navigate replace to={paths.resultCheck.href(lottery.code, newest)} />}
            {dates.data?.length === 0 && <Message>{words.noDraws.replace('{name}', lottery.name)}</Message>}
            {!dates.data && <ResultsQueryState isLoading={dates.isLoading} error={dates.error} refetch={dates.refetch} cards={1} />}
          </>
        )}
        {lottery?.code === YEEKEE_CODE && <OpenYeekeeRound />}
        {lottery && date !== LATEST_DRAW && <DrawResult key={`${lottery.code}/${date}`} lottery={lottery} date={date} />}
      </Page>
    </RemoteRoot>
  );
}
