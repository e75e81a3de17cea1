import styled from 'styled-components';
import { PRIZE_LABELS, PRIZE_ORDER, RESULT_GRID_COLUMNS, formatResultDate, type LotteryResultItem } from '@lotto/shared';

const Card = styled.article<{ $wide: boolean }>`
  margin: 12px 16px;
  padding: 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.yellow[300]};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(${RESULT_GRID_COLUMNS}, 1fr);
  gap: 8px;
  margin: 12px 0 0;
`;

const Entry = styled.div<{ $span: number }>`
  grid-column: span ${({ $span }) => $span};
  padding: 8px;
  border-radius: 8px;
  background: ${({ theme }) => theme.yellow[50]};
  text-align: center;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const labelOf = (key: string) => PRIZE_LABELS[key as keyof typeof PRIZE_LABELS] ?? key;
const rank = (key: string) => (PRIZE_ORDER.includes(key) ? PRIZE_ORDER.indexOf(key) : PRIZE_ORDER.length);

/**
 * One lottery's result (SPEC.md section 2, result cards): the first prize takes the full width,
 * the other entries share the 12-column grid equally — for the government lottery one entry
 * fewer is counted, so its entries are wider — and array values are joined by commas.
 */
export function ResultCard({ item }: { item: LotteryResultItem }) {
  const government = item.code === 'government';
  const entries = Object.entries(item.result).sort(([a], [b]) => rank(a) - rank(b));
  const others = entries.filter(([key]) => key !== 'first_prize');
  const span = Math.max(1, Math.floor(RESULT_GRID_COLUMNS / Math.max(1, others.length - (government ? 1 : 0))));
  return (
    <Card $wide={government} aria-label={item.name}>
      <Header>
        {item.logo && <img src={item.logo} alt="" width={40} height={40} />}
        <div>
          <h2 style={{ margin: 0, fontSize: '1.1rem' }}>{item.name}</h2>
          <time dateTime={item.result_date}>{formatResultDate(item.result_date)}</time>
        </div>
      </Header>
      <Grid>
        {entries.map(([key, value]) => (
          <Entry key={key} $span={key === 'first_prize' ? RESULT_GRID_COLUMNS : span}>
            <dt>{labelOf(key)}</dt>
            <dd>{Array.isArray(value) ? value.join(', ') : value}</dd>
          </Entry>
        ))}
      </Grid>
    </Card>
  );
}
