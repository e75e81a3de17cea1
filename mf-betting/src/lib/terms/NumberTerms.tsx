import { capIsNear, formatMoney, th, withValues } from '@lotto/shared';
import styled from 'styled-components';

const Badge = styled.span<{ $tone: 'danger' | 'warning' }>`
  display: inline-block;
  margin-left: 4px;
  padding: 0 6px;
  border-radius: 10px;
  font-style: normal;
  font-size: 0.75rem;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.danger : '#e65100')};
`;

/**
 * A number's live terms, in the cart and on the pad alike: `จ่าย <rate>` (the reduced or
 * stake-band rate the server gave), `เลขอั้น`, `รับได้อีก <amount>` once the number is near its
 * cap or the typed stake is above what is left (capIsNear), or `ปิดรับแทง` instead of a rate once closed.
 */
export function NumberTerms({
  rate,
  limited,
  remaining,
  cap,
  stake,
  closed,
}: {
  rate: number;
  limited: boolean;
  remaining: number | null;
  cap: number | null;
  /** The stake typed for the line, in the cart; none on the pad. */
  stake?: number | null;
  closed: boolean;
}) {
  if (closed) return <Badge $tone="danger">{th.pad.terms.closed}</Badge>;
  return (
    <>
      {th.betting.cart.rate} {rate}
      {limited && <Badge $tone="danger">{th.betting.bet.limited}</Badge>}
      {remaining !== null && capIsNear({ remaining, cap, stake }) && (
        <Badge $tone="warning">{withValues(th.pad.terms.remaining, { amount: formatMoney(remaining) })}</Badge>
      )}
    </>
  );
}
