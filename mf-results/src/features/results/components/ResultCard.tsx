import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  RESULT_GRID_COLUMNS,
  formatResultDate,
  isWideResultCard,
  prizeEntries,
  resultGridSpans,
  type LotteryResultItem,
} from '@lotto/shared';

const Card = styled.article<{ $wide: boolean }>`
  min-width: 0;
  padding: 14px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.yellow[700]};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  time {
    color: ${({ theme }) => theme.muted};
    font-size: 0.9rem;
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(${RESULT_GRID_COLUMNS}, minmax(0, 1fr));
  gap: 8px;
  margin: 12px 0 0;
`;

const Entry = styled.div<{ $span: number; $first: boolean }>`
  grid-column: span ${({ $span }) => $span};
  padding: 8px 4px;
  border-radius: 8px;
  background: ${({ theme, $first }) => ($first ? theme.yellow[200] : theme.yellow[50])};
  text-align: center;
  dt {
    color: ${({ theme }) => theme.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 2px 0 0;
    font-size: ${({ $first }) => ($first ? '1.6rem' : '1.2rem')};
    font-weight: 700;
    letter-spacing: ${({ $first }) => ($first ? '0.15em' : '0.04em')};
    overflow-wrap: anywhere;
  }
`;

/**
 * One lottery's result (docs/screens.md#screens-and-routes, result cards): name, date, optional logo, then the
 * entries on the 12-column grid — first_prize across the full width, the others sharing it
 * equally — with arrays joined by commas. The government card is wide. `children` come below the
 * grid (a link to the check page, a yeekee proof).
 */
export function ResultCard({ item, children }: { item: LotteryResultItem; children?: ReactNode }) {
  const entries = prizeEntries(item.result);
  const spans = resultGridSpans(entries.map((entry) => entry.key));
  return (
    <Card $wide={isWideResultCard(item.code)} aria-label={item.name} data-wide={isWideResultCard(item.code)}>
      <Header>
        {item.logo && <img src={item.logo} alt="" width={44} height={44} />}
        <div>
          <h3>{item.name}</h3>
          <time dateTime={item.result_date}>{formatResultDate(item.result_date)}</time>
        </div>
      </Header>
      <Grid>
        {entries.map((entry, index) => {
          const span = spans[index] ?? RESULT_GRID_COLUMNS;
          return (
            <Entry key={entry.key} $span={span} $first={entry.key === 'first_prize'} data-span={span}>
              <dt>{entry.label}</dt>
              <dd>{entry.text}</dd>
            </Entry>
          );
        })}
      </Grid>
      {children}
    </Card>
  );
}
