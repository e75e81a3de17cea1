import styled from 'styled-components';
import { backofficeLabels, formatRoundTime, type StagedResult as Staged, type StagedSource, withValues } from '@lotto/shared';
import { Badge, Muted } from '@lotto/ui';
import { resultText } from '../resultForm';

const words = backofficeLabels.resultImport;

const Box = styled.div`
  margin-top: 8px;
  padding: 8px 10px;
  border-radius: 8px;
  background: ${({ theme }) => theme.yellow[100]};
  font-size: 0.9rem;
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
  li {
    overflow-wrap: anywhere;
  }
`;

const TONES = { fetching: 'neutral', staged: 'warn', disagreement: 'bad', failing: 'bad', settled: 'good' } as const;

/** A source as staff know it: the address's host and the format, not the whole URL. */
export function sourceName(source: Pick<StagedSource, 'url' | 'format'>): string {
  let host = source.url;
  try {
    host = new URL(source.url).host;
  } catch {
    // A stored URL is checked when saved; the text stands as it is otherwise.
  }
  return `${host} (${words.formats[source.format]})`;
}

/** What a round's result sources answered (ผลที่ดึงมา): the agreed result, each source's answer or failure, when. */
export function StagedResult({ staged }: { staged: Staged }) {
  return (
    <Box aria-label={words.staged}>
      <strong>{words.staged}</strong> <Badge $tone={TONES[staged.state]}>{words.states[staged.state]}</Badge>
      {staged.result && <div>{resultText(staged.result)}</div>}
      <ul>
        {staged.sources.map((source) => (
          <li key={source.url}>
            {withValues(words.fromSource, { source: sourceName(source) })}
            {': '}
            {source.result ? (staged.result ? '✓' : resultText(source.result)) : words.failures[source.failure ?? 'unreachable']}
          </li>
        ))}
      </ul>
      {staged.fetched_at && <Muted>{withValues(words.fetchedAt, { time: formatRoundTime(staged.fetched_at).slice(0, 16) })}</Muted>}
    </Box>
  );
}
