import { BET_STATUS_LABELS, BET_TYPE_INFO, withValues, formatMoney, th, type BetDetailLine, type HistoryRow } from '@lotto/shared';
import styled from 'styled-components';
import { Button, ButtonRow } from '../../../ui/Buttons';
import { Modal } from '../../../ui/Modal';
import { useHistoryDetailQuery } from '../api/slipsApi';
import { StatusBadge } from './StatusBadge';

const t = th.betting.detail;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 12px;
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 6px 0;
  }
  th,
  td {
    padding: 6px 4px;
    border-bottom: 1px solid #eeeeee;
    text-align: right;
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.muted};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.muted};
  }
`;

/** Why a settled line won or lost, e.g. "2 ตัวบน ออก 47". */
export function settledReason(line: BetDetailLine): string | null {
  if ((line.status !== 'prize' && line.status !== 'no_prize') || !line.num_prize) return null;
  return withValues(t.reason, { type: BET_TYPE_INFO[line.type].label, drawn: line.num_prize });
}

/** `ดูโพย`: the slip's lines per bet type with stake, rate, drawn number, prize and status. */
export function SlipDetailModal({ slip, onClose }: { slip: HistoryRow; onClose: () => void }) {
  const { data, isLoading, isError } = useHistoryDetailQuery({ round_id: slip.round_id, date: slip.createdAt });
  return (
    <Modal title={withValues(t.title, { name: slip.name, date: slip.round_date })} onClose={onClose} wide>
      {isLoading && <p role="status">{t.loading}</p>}
      {isError && <p role="alert">{t.loadFailed}</p>}
      {data?.map((group) => (
        <Table key={group.type}>
          <caption>{BET_TYPE_INFO[group.type].label}</caption>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.stake}</th>
              <th scope="col">{t.rate}</th>
              <th scope="col">{t.drawn}</th>
              <th scope="col">{t.prize}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {group.place_bet.map((line) => (
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
          </tbody>
        </Table>
      ))}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {th.betting.slips.close}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
