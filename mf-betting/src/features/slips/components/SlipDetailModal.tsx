import { BET_STATUS_LABELS, BET_TYPE_INFO, withValues, formatMoney, th, type BetDetailLine, type HistoryRow } from '@lotto/shared';
import styled from 'styled-components';
import { figureList } from './figureList';
import { Button, ButtonRow, Dialog, Table, useIsWide } from '@lotto/ui';
import { useHistoryDetailQuery } from '../api/slipsApi';
import { StatusBadge } from './StatusBadge';

const t = th.betting.detail;

/** Should a wide dialog still be narrower than its table, the table scrolls inside it, never clipped. */
const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: 12px;
  table {
    overflow: visible;
    margin-bottom: 0;
  }
`;

const Group = styled.section`
  margin-bottom: 16px;
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
`;

/** On a phone each line is a card: the number and its status on top, its figures below. */
const LineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    padding: 8px 10px;
    border: 1px solid #eeeeee;
    border-radius: 8px;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
    margin-bottom: 4px;
  }
  header strong {
    font-size: 1.15rem;
    letter-spacing: 0.05em;
  }
  dl {
    ${figureList}
    font-size: 0.9rem;
  }
  small {
    display: block;
    margin-top: 4px;
    color: ${({ theme }) => theme.muted};
  }
`;

/** Why a settled line won or lost, e.g. "2 ตัวบน ออก 47". */
export function settledReason(line: BetDetailLine): string | null {
  if ((line.status !== 'prize' && line.status !== 'no_prize') || !line.num_prize) return null;
  return withValues(t.reason, { type: BET_TYPE_INFO[line.type].label, drawn: line.num_prize });
}

function LineTable({ caption, lines }: { caption: string; lines: BetDetailLine[] }) {
  return (
    <TableScroll>
      <Table compact caption={caption} columns={[t.number, t.stake, t.rate, t.drawn, t.prize, t.status]}>
        {lines.map((line) => (
          <tr key={line._id}>
            <td>{line.number}</td>
            <td>{formatMoney(line.amount)}</td>
            <td>{line.rate}</td>
            <td>{line.num_prize ?? '-'}</td>
            <td>{formatMoney(line.prize)}</td>
            <td>
              <StatusBadge $status={line.status}>{BET_STATUS_LABELS[line.status]}</StatusBadge>
              {settledReason(line) && <small>{settledReason(line)}</small>}
            </td>
          </tr>
        ))}
      </Table>
    </TableScroll>
  );
}

function LineCards({ caption, lines }: { caption: string; lines: BetDetailLine[] }) {
  return (
    <Group aria-label={caption}>
      <h3>{caption}</h3>
      <LineList>
        {lines.map((line) => (
          <li key={line._id} aria-label={line.number}>
            <header>
              <strong>{line.number}</strong>
              <StatusBadge $status={line.status}>{BET_STATUS_LABELS[line.status]}</StatusBadge>
            </header>
            <dl>
              <dt>{t.stake}</dt>
              <dd>{formatMoney(line.amount)}</dd>
              <dt>{t.rate}</dt>
              <dd>{line.rate}</dd>
              <dt>{t.drawn}</dt>
              <dd>{line.num_prize ?? '-'}</dd>
              <dt>{t.prize}</dt>
              <dd>{formatMoney(line.prize)}</dd>
            </dl>
            {settledReason(line) && <small>{settledReason(line)}</small>}
          </li>
        ))}
      </LineList>
    </Group>
  );
}

/** `ดูโพย`: the slip's lines per bet type with stake, rate, drawn number, prize and status; a table when wide, cards on a phone. */
export function SlipDetailModal({ slip, onClose }: { slip: HistoryRow; onClose: () => void }) {
  const wide = useIsWide();
  const { data, isLoading, isError } = useHistoryDetailQuery({ round_id: slip.round_id, date: slip.createdAt });
  const TypeLines = wide ? LineTable : LineCards;
  return (
    <Dialog title={withValues(t.title, { name: slip.name, date: slip.round_date })} onClose={onClose} wide>
      {isLoading && <p role="status">{t.loading}</p>}
      {isError && <p role="alert">{t.loadFailed}</p>}
      {data?.map((group) => (
        <TypeLines key={group.type} caption={BET_TYPE_INFO[group.type].label} lines={group.place_bet} />
      ))}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {th.betting.slips.close}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
