import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { YEEKEE_CODE, paths, th, type LotteryCategory, type LotteryResultItem } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { Message, Page, SectionTitle } from '@lotto/ui';
import { remote } from '../remote';
import { useBetResultQuery } from '../features/results/api/resultsApi';
import { ResultCard } from '../features/results/components/ResultCard';
import { ResultsQueryState } from '../features/results/components/ResultsQueryState';
import { OpenYeekeeRound } from '../features/yeekee/components/OpenYeekeeRound';
import { YeekeeProof } from '../features/yeekee/components/YeekeeProof';

const Cards = styled.div`
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const CheckLink = styled(Link)`
  display: inline-block;
  margin-top: 10px;
  padding: 6px 14px;
  border-radius: 8px;
  background: ${({ theme }) => theme.yellow[700]};
  color: ${({ theme }) => theme.ink};
  font-weight: 700;
  text-decoration: none;
`;

const SECTIONS: { category: LotteryCategory; title: string }[] = [
  { category: 'single', title: th.results.list.single },
  { category: 'stock', title: th.results.list.stock },
];

function ResultSection({ title, items }: { title: string; items: LotteryResultItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Cards>
        {items.map((item) => (
          <ResultCard key={item.round_id} item={item}>
            <YeekeeProof key={item.round_id} item={item} />
            {item.code === YEEKEE_CODE && <OpenYeekeeRound />}
            <CheckLink
              to={paths.resultCheck.href(item.code, item.result_date)}
              // The visible words first (label-content-name-mismatch), then which lottery's result.
              aria-label={`${th.nav.resultCheck} ${item.name}`}
            >
              {th.nav.resultCheck}
            </CheckLink>
          </ResultCard>
        ))}
      </Cards>
    </section>
  );
}

/** /lotto/result: each lottery's latest result, single lotteries then foreign stock lotteries. */
export default function ResultPage() {
  const { data, isLoading, error, refetch } = useBetResultQuery({});
  return (
    <RemoteRoot {...remote}>
      <Page>
        <h1>{th.pages.result}</h1>
        <ResultsQueryState isLoading={isLoading} error={!data && error} refetch={refetch} />
        {data?.length === 0 && <Message>{th.results.list.empty}</Message>}
        {data &&
          SECTIONS.map(({ category, title }) => (
            <ResultSection key={category} title={title} items={data.filter((item) => item.type === category)} />
          ))}
      </Page>
    </RemoteRoot>
  );
}
