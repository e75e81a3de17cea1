import { BET_STATUS_LABELS, formatMoney, formatMoneyDate, th, type HistoryRow } from '@lotto/shared';
import styled from 'styled-components';
import { figureList } from './figureList';
import { Button, Table, useIsWide } from '@lotto/ui';
import { StatusBadge } from './StatusBadge';

const t = th.betting.slips;

/** The wide screen's table, with each lottery's logo beside its name. */
const SlipTable = styled(Table)`
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
    ${figureList}
    margin-bottom: 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  button {
    flex: 1;
  }
`;

export interface SlipActions {
  canCancel: (slip: HistoryRow) => boolean;
  onCancel: (slip: HistoryRow) => void;
  onView: (slip: HistoryRow) => void;
  onRebet: (slip: HistoryRow) => void;
  rebetting: boolean;
}

function RowButtons({ slip, canCancel, onCancel, onView, onRebet, rebetting }: { slip: HistoryRow } & SlipActions) {
  return (
    <Actions>
      <Button type="button" $variant="secondary" disabled={rebetting} onClick={() => onRebet(slip)}>
        {th.pad.rebet.button}
      </Button>
      <Button type="button" $variant="danger" disabled={!canCancel(slip)} onClick={() => onCancel(slip)}>
        {t.cancel}
      </Button>
      <Button type="button" $variant="primary" onClick={() => onView(slip)}>
        {t.view}
      </Button>
    </Actions>
  );
}

/** The slips: a table on a wide screen (item, date, stake, prize won, status, buttons), cards on a phone. */
export function SlipList({ slips, ...actions }: { slips: HistoryRow[] } & SlipActions) {
  const wide = useIsWide();
  if (wide)
    return (
      <SlipTable columns={[t.item, t.date, { label: t.stake, numeric: true }, { label: t.prizeWon, numeric: true }, t.status, t.actions]}>
        {slips.map((slip) => (
          <tr key={slip.slip_id} aria-label={`${slip.name} ${t.round} ${slip.round_date}`}>
            <td data-label={t.item}>
              <img src={slip.logo} alt="" />
              {slip.name} <small>({slip.round_date})</small>
            </td>
            <td data-label={t.date}>{formatMoneyDate(slip.createdAt)}</td>
            <td data-label={t.stake} className="number">
              {formatMoney(slip.amount)}
            </td>
            <td data-label={t.prizeWon} className="number">
              {formatMoney(slip.prize)}
            </td>
            <td data-label={t.status}>
              <StatusBadge $status={slip.status}>{BET_STATUS_LABELS[slip.status]}</StatusBadge>
            </td>
            <td>
              <RowButtons slip={slip} {...actions} />
            </td>
          </tr>
        ))}
      </SlipTable>
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
