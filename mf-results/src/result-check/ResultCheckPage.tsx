import { useParams } from 'react-router-dom';
import { th } from '@lotto/shared';
import { RemoteRoot, type QueryError } from '@lotto/shared/client';
import { remote } from '../remote';
import { ResultCard } from '../result-card/ResultCard';
import { useBetResultQuery } from '../result-card/resultsApi';

/** /lotto/result/{type}/{date}: the stored result of one lottery's draw on that date. */
export default function ResultCheckPage() {
  const { type = '', date = '' } = useParams();
  const { data, error, isLoading } = useBetResultQuery({ name: type, date });
  return (
    <RemoteRoot {...remote}>
      <div style={{ padding: 16 }}>
        <h1>{th.pages.resultCheck}</h1>
        {isLoading && <p aria-busy="true">{th.remote.loading}</p>}
        {error && <p role="alert">{(error as QueryError).message ?? th.errors.generic}</p>}
        {data && data.length === 0 && <p>{th.lotto.noResultYet}</p>}
        {data?.map((item) => <ResultCard key={item.round_id} item={item} />)}
      </div>
    </RemoteRoot>
  );
}
