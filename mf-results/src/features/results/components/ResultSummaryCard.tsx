import styled from 'styled-components';
import { formatResultDate, prizeEntries, type LotteryResultItem } from '@lotto/shared';

const Card = styled.article`
  min-width: 0;
  padding: 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.yellow[700]};
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 8px;
  }
  header img {
    flex: none;
  }
  h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  time {
    display: block;
    color: ${({ theme }) => theme.muted};
    font-size: 0.8rem;
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 3px 0;
    border-top: 1px solid ${({ theme }) => theme.yellow[100]};
  }
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

/** The second, simpler card of docs/screens.md#screens-and-routes: name, logo and each entry as label and value. */
export function ResultSummaryCard({ item }: { item: LotteryResultItem }) {
  return (
    <Card aria-label={item.name}>
      <header>
        {item.logo && <img src={item.logo} alt="" width={32} height={32} />}
        <div>
          <h3>{item.name}</h3>
          <time dateTime={item.result_date}>{formatResultDate(item.result_date)}</time>
        </div>
      </header>
      <dl>
        {prizeEntries(item.result).map((entry) => (
          <div key={entry.key}>
            <dt>{entry.label}</dt>
            <dd>{entry.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
