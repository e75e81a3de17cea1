import styled from 'styled-components';
import { maskAccountNumber, th } from '@lotto/shared';
import { Hint, Message, QueryState } from '@lotto/ui';
import { useGetRegisteredBankQuery } from '../api/bankAccountApi';

const words = th.account.bank;

const Account = styled.p`
  margin: 0 0 8px;
  span {
    display: block;
  }
  .number {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    letter-spacing: 0.02em;
  }
`;

/** บัญชีธนาคารที่ลงทะเบียน: where withdrawals go, its number masked (xxx-x-x1234-x); changed only by staff. */
export function RegisteredBank() {
  const banks = useGetRegisteredBankQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState
      isLoading={banks.isLoading}
      error={banks.data ? undefined : banks.error}
      refetch={banks.refetch}
      loadingText={words.loading}
      failedText={words.loadFailed}
    >
      {banks.data?.length === 0 && <Message>{words.empty}</Message>}
      {banks.data?.map((bank) => (
        <Account key={`${bank.bank_id}-${bank.account_number}`}>
          <span>
            {bank.short_name} {bank.name}
          </span>
          <span>{bank.account_name}</span>
          <span className="number">{maskAccountNumber(bank.account_number)}</span>
        </Account>
      ))}
      {banks.data && banks.data.length > 0 && <Hint>{words.hint}</Hint>}
    </QueryState>
  );
}
