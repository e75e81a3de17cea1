import styled from 'styled-components';
import { formatRoundTime, th, withValues } from '@lotto/shared';
import { Dialog, Muted, QueryState, Table } from '@lotto/ui';
import { useGetYeekeeDrawInputsQuery } from '../api/yeekeeDrawInputsApi';

const words = th.yeekee;

const Inputs = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0 0 12px;
  dd {
    margin: 0;
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

/** A yeekee round's shots and the draw's inputs and output, as the server keeps them: nothing here changes them. */
export function YeekeeDrawInputsDialog({ roundId, title, onClose }: { roundId: number; title: string; onClose: () => void }) {
  const inputs = useGetYeekeeDrawInputsQuery(roundId);
  const data = inputs.data;
  const shown = (value: string | number | null) => (value === null ? <Muted>-</Muted> : value);
  return (
    <Dialog title={`${words.drawInputs} ${title}`} onClose={onClose} wide>
      <QueryState isLoading={inputs.isLoading} error={inputs.error} refetch={inputs.refetch}>
        {data && (
          <>
            <Inputs aria-label={words.drawInputs}>
              <dt>{words.commitment}</dt>
              <dd>{shown(data.commitment)}</dd>
              <dt>{words.seed}</dt>
              <dd>{shown(data.seed)}</dd>
              <dt>{words.version}</dt>
              <dd>{shown(data.version)}</dd>
              <dt>{words.digest}</dt>
              <dd>{shown(data.shots_digest)}</dd>
              <dt>{words.result}</dt>
              <dd>{shown(data.result)}</dd>
            </Inputs>
            <p>
              {withValues(words.shotCount, { count: data.count })} · {withValues(words.shotSum, { sum: data.sum })}
            </p>
            <Table aria-label={words.shotList} columns={[words.shotSeq, words.shotMember, words.shotNumber, words.shotTime]}>
              {data.shots.map((shot) => (
                <tr key={shot.seq}>
                  <td>{shot.seq}</td>
                  <td>{shot.member}</td>
                  <td>{shot.number}</td>
                  <td>{formatRoundTime(shot.createdAt)}</td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </QueryState>
    </Dialog>
  );
}
