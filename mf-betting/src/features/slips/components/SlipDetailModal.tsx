import { BET_STATUS_LABELS, BET_TYPE_INFO, withValues, formatMoney, th, type BetDetailLine, type HistoryRow } from '@lotto/shared';
import { Button, ButtonRow, Dialog, Table } from '@lotto/ui';
import { useHistoryDetailQuery } from '../api/slipsApi';
import { StatusBadge } from './StatusBadge';

const t = th.betting.detail;

/** Why a settled line won or lost, e.g. "2 ตัวบน ออก 47". */
export function settledReason(line: BetDetailLine): string | null {
  if ((line.status !== 'prize' && line.status !== 'no_prize') || !line.num_prize) return null;
  return withValues(t.reason, { type: BET_TYPE_INFO[line.type].label, drawn: line.num_prize });
}

/** `ดูโพย`: the slip's lines per bet type with stake, rate, drawn number, prize and status. */
export function SlipDetailModal({ slip, onClose }: { slip: HistoryRow; onClose: () => void }) {
  const { data, isLoading, isError } = useHistoryDetailQuery({ round_id: slip.round_id, date: slip.createdAt });
  return (
    <Dialog title={withValues(t.title, { name: slip.name, date: slip.round_date })} onClose={onClose} wide>
      {isLoading && <p role="status">{t.loading}</p>}
      {isError && <p role="alert">{t.loadFailed}</p>}
      {data?.map((group) => (
        <Table
          key={group.type}
          compact
          caption={BET_TYPE_INFO[group.type].label}
          columns={[t.number, t.stake, t.rate, t.drawn, t.prize, t.status]}
        >
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
        </Table>
      ))}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {th.betting.slips.close}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
