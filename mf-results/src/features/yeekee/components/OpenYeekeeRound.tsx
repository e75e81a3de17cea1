import styled from 'styled-components';
import { bangkokClockTime, th } from '@lotto/shared';
import { useYeekeeRoundQuery } from '../api/yeekeeRoundApi';

const words = th.results.yeekee;

const Box = styled.section`
  margin-top: 12px;
  padding: 10px 12px;
  border-radius: 10px;
  border: 1px dashed ${({ theme }) => theme.yellow[900]};
  background: ${({ theme }) => theme.yellow[50]};
  h4 {
    margin: 0 0 4px;
    font-size: 0.95rem;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.muted};
  }
  code {
    display: block;
    margin: 4px 0;
    font:
      0.8rem ui-monospace,
      'DejaVu Sans Mono',
      monospace;
    overflow-wrap: anywhere;
    word-break: break-all;
  }
`;

/**
 * The yeekee round open now and its seed hash, published before the round closes: anyone may note
 * it and check the seed revealed with the result against it. Nothing shows when no round is open.
 */
export function OpenYeekeeRound() {
  const { data } = useYeekeeRoundQuery();
  if (!data) return null;
  return (
    <Box aria-label={words.openRound}>
      <h4>{words.openRoundCloses.replace('{time}', bangkokClockTime(data.end_at))}</h4>
      <p>{words.commitment}</p>
      <code>{data.commitment}</code>
      <p>{words.notRevealed}</p>
    </Box>
  );
}
