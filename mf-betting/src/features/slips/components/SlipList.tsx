import { BET_STATUS_LABELS, formatMoney, formatMoneyDate, th, type HistoryRow } from '@lotto/shared';
import styled from 'styled-components';
import { useIsWide } from '../../../ui/useIsWide';
import { StatusBadge } from './StatusBadge';

const t = th.betting.slips;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.surface};
  border-radius: 8px;
  overflow: hidden;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid #eeeeee;
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.yellow[600]};
  }
  td.money {
    text-align: right;
  }
  img {
    width: 32px;
    height: 32px;
    vertical-align: middle;
    margin-right: 8px;
    border-radius: 50%;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Card = styled.li`
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 6px;
  }
  header strong {
    flex: 1;
  }
  img {
    width: 36px;
    height: 36px;
    border-radius: 50%;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    margin: 0 0 8px;
  }
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  button {
    flex: 1;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 8px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border: 1px solid ${({ theme }) => theme.yellow[800]};
    background: ${({ theme }) => theme.yellow[600]};
  }
  button.cancel {
    border-color: ${({ theme }) => theme.danger};
    color: ${({ theme }) => theme.danger};
    background: ${({ theme }) => theme.surface};
  }
  button:disabled {
    cursor: not-allowed;
    color: #9e9e9e;
    border-color: #e0e0e0;
    background: #f5f5f5;
  }
`;

export interface SlipActions {
  canCancel: (slip: HistoryRow) => boolean;
  onCancel: (slip: HistoryRow) => void;
  onView: (slip: HistoryRow) => void;
}

function RowButtons({ slip, canCancel, onCancel, onView }: { slip: HistoryRow } & SlipActions) {
  return (
    <Actions>
      <button type="button" className="cancel" disabled={!canCancel(slip)} onClick={() => onCancel(slip)}>
        {t.cancel}
      </button>
      <button type="button" onClick={() => onView(slip)}>
        {t.view}
      </button>
    </Actions>
  );
}

/** The slips: a table on a wide screen (item, date, stake, prize won, status, buttons), cards on a phone. */
export function SlipList({ slips, ...actions }: { slips: HistoryRow[] } & SlipActions) {
  const wide = useIsWide();
  if (wide)
    return (
      <Table>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.stake}</th>
            <th scope="col">{t.prizeWon}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {slips.map((slip) => (
            <tr key={slip.slip_id} aria-label={`${slip.name} ${t.round} ${slip.round_date}`}>
              <td>
                <img src={slip.logo} alt="" />
                {slip.name} <small>({slip.round_date})</small>
              </td>
              <td>{formatMoneyDate(slip.createdAt)}</td>
              <td className="money">{formatMoney(slip.amount)}</td>
              <td className="money">{formatMoney(slip.prize)}</td>
              <td>
                <StatusBadge $status={slip.status}>{BET_STATUS_LABELS[slip.status]}</StatusBadge>
              </td>
              <td>
                <RowButtons slip={slip} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <Cards>
      {slips.map((slip) => (
        <Card key={slip.slip_id} aria-label={`${slip.name} ${t.round} ${slip.round_date}`}>
          <header>
            <img src={slip.logo} alt="" />
            <strong>{slip.name}</strong>
            <StatusBadge $status={slip.status}>{BET_STATUS_LABELS[slip.status]}</StatusBadge>
          </header>
          <dl>
            <dt>{t.round}</dt>
            <dd>{slip.round_date}</dd>
            <dt>{t.date}</dt>
            <dd>{formatMoneyDate(slip.createdAt)}</dd>
            <dt>{t.stake}</dt>
            <dd>{formatMoney(slip.amount)}</dd>
            <dt>{t.prizeWon}</dt>
            <dd>{formatMoney(slip.prize)}</dd>
          </dl>
          <RowButtons slip={slip} {...actions} />
        </Card>
      ))}
    </Cards>
  );
}
