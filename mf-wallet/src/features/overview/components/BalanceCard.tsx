import { formatMoney, th } from '@lotto/shared';
import { useCurrentUser } from '@lotto/shared/client';
import styled from 'styled-components';

const w = th.wallet;

const Box = styled.section`
  border-radius: 14px;
  padding: 16px;
  background: linear-gradient(135deg, ${({ theme }) => theme.yellow[600]}, ${({ theme }) => theme.yellow[800]});
  color: ${({ theme }) => theme.ink};
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: 8px;
  p {
    margin: 0;
  }
  .credit {
    font-size: 1.8rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .income {
    text-align: right;
    font-size: 0.9rem;
  }
`;

/** The member's credit and the referral income, a fixed 0.00 (docs/screens.md#the-product). */
export function BalanceCard() {
  const { user } = useCurrentUser();
  return (
    <Box aria-label={w.balance}>
      <div>
        <p>{w.balance}</p>
        <p className="credit">{user ? formatMoney(user.credit) : '—'}</p>
      </div>
      <div className="income">
        <p>{w.referralIncome}</p>
        <p>
          <strong>{formatMoney(0)}</strong>
        </p>
      </div>
    </Box>
  );
}
