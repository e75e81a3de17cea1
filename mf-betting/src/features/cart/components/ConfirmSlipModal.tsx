import { BET_TYPE_INFO, formatMoney, th } from '@lotto/shared';
import styled from 'styled-components';
import { Button, ButtonRow, Dialog, Table } from '@lotto/ui';
import type { CartLine } from '../../../lib/cart/cartSlice';
import { cartTotals, lineAmount, linePrize } from '../../../lib/cart/cartTotals';
import { useStakeRates } from '../../../lib/cart/useCartRepricing';

const t = th.betting.confirm;

/** The figures of one bet type: a line whose rate changed is marked. */
const LinesTable = styled(Table)`
  tfoot td {
    font-weight: 700;
  }
  tr[data-changed='true'] td {
    background: #fff3e0;
  }
  em {
    font-style: normal;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.danger};
    margin-left: 4px;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
  font-size: 1.05rem;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

/**
 * `ตรวจสอบโพย`: per type each number's stake, multiplier and prize, the type's total; then the
 * totals. Opening it prices the slip at its stakes, so each multiplier is its stake band's.
 */
export function ConfirmSlipModal({
  roundId,
  lines,
  credit,
  onConfirm,
  onBack,
}: {
  roundId: string;
  lines: readonly CartLine[];
  credit: number | undefined;
  onConfirm: () => void;
  onBack: () => void;
}) {
  useStakeRates(roundId, lines);
  const totals = cartTotals(lines);
  return (
    <Dialog title={t.title} onClose={onBack} wide>
      {totals.byType.map((group) => (
        <LinesTable
          key={group.type}
          compact
          caption={BET_TYPE_INFO[group.type].label}
          columns={[t.number, t.stake, t.multiplier, t.prize]}
          footer={
            <tr>
              <td>{t.typeTotal}</td>
              <td>{formatMoney(group.stake)}</td>
              <td />
              <td>{formatMoney(group.prize)}</td>
            </tr>
          }
        >
          {group.lines.map((line) => (
            <tr key={line.number} data-changed={line.rateChanged}>
              <td>{line.number}</td>
              <td>{formatMoney(lineAmount(line.amount) ?? 0)}</td>
              <td>
                {line.rate}
                {line.rateChanged && <em>{th.betting.cart.rateChangedLine}</em>}
              </td>
              <td>{formatMoney(linePrize(line))}</td>
            </tr>
          ))}
        </LinesTable>
      ))}
      <Totals>
        <dt>{t.grandTotal}</dt>
        <dd data-testid="confirm-total">{formatMoney(totals.total)}</dd>
        <dt>{t.remaining}</dt>
        <dd data-testid="confirm-remaining">{credit === undefined ? '-' : formatMoney(credit - totals.total)}</dd>
      </Totals>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
        <Button type="button" $variant="primary" onClick={onConfirm}>
          {t.confirm}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
