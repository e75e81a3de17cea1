import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { Message } from '@lotto/ui';
import { remote } from '../remote';
import { useBetResultQuery } from '../features/results/api/resultsApi';
import { ResultSummaryCard } from '../features/results/components/ResultSummaryCard';
import { ResultsQueryState } from '../features/results/components/ResultsQueryState';

const Widget = styled.div`
  margin: 16px 12px;
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    margin: 0 0 10px;
    font-size: 1.2rem;
  }
  header a {
    font-weight: 700;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
`;

/** The home page's result cards: the simpler layout, each lottery's latest result. */
export default function ResultCardsWidget() {
  const { data, isLoading, error, refetch } = useBetResultQuery({});
  return (
    <RemoteRoot {...remote}>
      <Widget>
        <header>
          <h2>{th.pages.result}</h2>
          <Link to={paths.result}>{th.results.list.seeAll}</Link>
        </header>
        <ResultsQueryState isLoading={isLoading} error={!data && error} refetch={refetch} cards={2} />
        {data?.length === 0 && <Message>{th.results.list.empty}</Message>}
        {data && data.length > 0 && (
          <Cards>
            {data.map((item) => (
              <ResultSummaryCard key={item.round_id} item={item} />
            ))}
          </Cards>
        )}
      </Widget>
    </RemoteRoot>
  );
}
