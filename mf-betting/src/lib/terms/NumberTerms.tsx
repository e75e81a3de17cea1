import { formatMoney, th, withValues } from '@lotto/shared';
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
 * stake-band rate the server gave), `เลขอั้น`, `รับได้อีก <amount>` whenever the number has a
 * cap (the server gives remaining only then), or `ปิดรับแทง` instead of a rate once closed.
 */
export function NumberTerms({ rate, limited, remaining, closed }: { rate: number; limited: boolean; remaining: number | null; closed: boolean }) {
  if (closed) return <Badge $tone="danger">{th.pad.terms.closed}</Badge>;
  return (
    <>
      {th.betting.cart.rate} {rate}
      {limited && <Badge $tone="danger">{th.betting.bet.limited}</Badge>}
      {remaining !== null && <Badge $tone="warning">{withValues(th.pad.terms.remaining, { amount: formatMoney(remaining) })}</Badge>}
    </>
  );
}
