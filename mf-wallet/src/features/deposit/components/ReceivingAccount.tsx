import { th, type DepositBank } from '@lotto/shared';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { Button, Hint } from '@lotto/ui';

const w = th.wallet;

const Box = styled.div`
  border: 1px dashed ${({ theme }) => theme.yellow[800]};
  background: ${({ theme }) => theme.yellow[50]};
  border-radius: 10px;
  padding: 12px;
  margin-bottom: 16px;
  dl {
    margin: 8px 0 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
  }
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const NumberRow = styled.dd`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  span {
    font-size: 1.15rem;
    letter-spacing: 0.04em;
  }
`;

async function copyNumber(accountNumber: string) {
  try {
    await navigator.clipboard.writeText(accountNumber);
    toast.info(w.copied);
  } catch {
    toast.error(w.copyFailed);
  }
}

/** The site's account to transfer to, with a button that copies its number. */
export function ReceivingAccount({ bank }: { bank: DepositBank }) {
  return (
    <Box aria-label={w.depositTo} role="group">
      <Hint>{w.depositTo}</Hint>
      <dl>
        <dt>{w.bank}</dt>
        <dd>
          {bank.name} ({bank.short_name})
        </dd>
        <dt>{w.accountName}</dt>
        <dd>{bank.account_name}</dd>
        <dt>{w.accountNumber}</dt>
        <NumberRow>
          <span>{bank.account_number}</span>
          {/* Its name begins with its visible word, as a word of its own (WCAG 2.5.3: a voice user says what they see). */}
          <Button type="button" aria-label={`${w.copy} ${w.accountNumber}`} onClick={() => void copyNumber(bank.account_number)}>
            {w.copy}
          </Button>
        </NumberRow>
      </dl>
    </Box>
  );
}
