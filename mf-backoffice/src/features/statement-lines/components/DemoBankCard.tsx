import { useState, type FormEvent } from 'react';
import {
  backofficeLabels,
  type BankAccount,
  demoBankLineRequestSchema,
  fieldErrors,
  type StatementPushReply,
  th,
  withValues,
} from '@lotto/shared';
import { Button, Card, CardTitle, Hint, Message, TextField } from '@lotto/ui';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { AccountPicker } from '../../../lib/money/AccountPicker';
import { useGetDemoBankQuery, useSendDemoBankLineMutation } from '../api/statementLinesApi';

const words = backofficeLabels.demoBank;

/**
 * The demo site's bank (embedded database only, which the server says): an incoming line of an
 * amount into an account, as the bank's feed would push it, so that a QR deposit credits by itself.
 */
export function DemoBankCard({ accounts }: { accounts: BankAccount[] }) {
  const availability = useGetDemoBankQuery();
  const [send, { isLoading }] = useSendDemoBankLineMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const accountId = chosen ?? accounts.find((account) => account.active)?.id ?? accounts[0]?.id ?? null;
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reply, setReply] = useState<StatementPushReply | null>(null);

  if (!availability.data?.available || accounts.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { account_id: accountId, amount: amount.trim() };
    const found = await fieldErrors(demoBankLineRequestSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answered = toastAnswer(await send(demoBankLineRequestSchema.cast(values)), (counts) =>
      withValues(th.money.statementUploaded, counts),
    );
    setReply(answered ?? null);
  };

  return (
    <Card aria-labelledby="demo-bank-title" $accent>
      <CardTitle id="demo-bank-title">{words.title}</CardTitle>
      <Hint style={{ marginBottom: 12 }}>{words.hint}</Hint>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <AccountPicker id="demo-account" accounts={accounts} value={accountId} onChange={setChosen} />
        <TextField
          id="demo-amount"
          label={words.amount}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={amount}
          error={errors.amount ?? errors.account_id}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {words.submit}
        </Button>
      </form>
      {reply && <Message role="status">{withValues(backofficeLabels.csvUpload.reply, reply)}</Message>}
    </Card>
  );
}
