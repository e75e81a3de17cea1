import { useFormik } from 'formik';
import styled from 'styled-components';
import { backofficeLabels, type MoneySettings, moneySettingsRequestSchema, th } from '@lotto/shared';
import { Button, Card, CardTitle, Hint, PageTitle, QueryState, TextField } from '@lotto/ui';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { useGetMoneySettingsQuery, useSaveMoneySettingsMutation } from '../api/moneySettingsApi';

const words = backofficeLabels.moneySettings;

/** The form keeps what is typed; the schema reads numbers from it as the server does. */
interface MoneySettingsValues {
  auto_credit_max: string;
  deposit_qr_minutes: string;
  withdraw_auto: { max: string; min_account_days: string; needs_credited_deposit: boolean; min_stake_percent: string };
  second_approval_over: string;
}

function valuesOf(settings: MoneySettings): MoneySettingsValues {
  return {
    auto_credit_max: String(settings.auto_credit_max),
    deposit_qr_minutes: String(settings.deposit_qr_minutes),
    withdraw_auto: {
      max: String(settings.withdraw_auto.max),
      min_account_days: String(settings.withdraw_auto.min_account_days),
      needs_credited_deposit: settings.withdraw_auto.needs_credited_deposit,
      min_stake_percent: String(settings.withdraw_auto.min_stake_percent),
    },
    second_approval_over: String(settings.second_approval_over),
  };
}

const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-bottom: 12px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

type NumberField =
  | 'auto_credit_max'
  | 'deposit_qr_minutes'
  | 'withdraw_auto.max'
  | 'withdraw_auto.min_account_days'
  | 'withdraw_auto.min_stake_percent'
  | 'second_approval_over';

function SettingsForm({ stored }: { stored: MoneySettings }) {
  const [save] = useSaveMoneySettingsMutation();
  const form = useFormik<MoneySettingsValues>({
    initialValues: valuesOf(stored),
    validationSchema: moneySettingsRequestSchema,
    onSubmit: async (values, helpers) => {
      const saved = toastAnswer(await save(moneySettingsRequestSchema.cast(values)), th.money.moneySettingsSaved);
      if (saved) helpers.resetForm({ values: valuesOf(saved) });
    },
  });

  const errorOf = (name: NumberField): string | undefined => {
    const [group, field] = name.split('.') as [keyof MoneySettingsValues, string | undefined];
    const error = field ? (form.errors.withdraw_auto as Record<string, string> | undefined)?.[field] : form.errors[group];
    const touched = field ? (form.touched.withdraw_auto as Record<string, boolean> | undefined)?.[field] : form.touched[group];
    return (touched || form.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const number = (name: NumberField, label: string, hint: string, decimals: boolean) => (
    <TextField
      id={`money-${name.replace('.', '-')}`}
      label={label}
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={11}
      error={errorOf(name)}
      note={<Hint>{hint}</Hint>}
      {...form.getFieldProps(name)}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Card aria-labelledby="money-auto-credit">
        <CardTitle id="money-auto-credit">{words.autoCredit}</CardTitle>
        <Columns>
          {number('auto_credit_max', words.autoCreditMax, words.autoCreditHint, true)}
          {number('deposit_qr_minutes', words.qrMinutes, words.qrMinutesHint, false)}
        </Columns>
      </Card>
      <Card aria-labelledby="money-withdraw-auto">
        <CardTitle id="money-withdraw-auto">{words.withdrawAuto}</CardTitle>
        <Hint style={{ marginBottom: 12 }}>{words.withdrawAutoHint}</Hint>
        <Columns>
          {number('withdraw_auto.max', words.withdrawAutoMax, words.withdrawAutoMaxHint, true)}
          {number('withdraw_auto.min_account_days', words.minAccountDays, words.minAccountDaysHint, false)}
          {number('withdraw_auto.min_stake_percent', words.minStakePercent, words.minStakePercentHint, false)}
        </Columns>
        <Check>
          <input type="checkbox" {...form.getFieldProps({ name: 'withdraw_auto.needs_credited_deposit', type: 'checkbox' })} />
          {words.needsCreditedDeposit}
        </Check>
      </Card>
      <Card aria-labelledby="money-second-approval">
        <CardTitle id="money-second-approval">{words.secondApproval}</CardTitle>
        {number('second_approval_over', words.secondApprovalOver, words.secondApprovalHint, true)}
      </Card>
      <Button type="submit" $variant="primary" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
        {backofficeLabels.actions.save}
      </Button>
    </form>
  );
}

/**
 * ตั้งค่าการเงิน (admin): the largest deposit credited without staff, the QR's life, the rules of
 * automatic withdrawal approval and the amount above which two staff approve. 0 turns each off.
 */
export default function MoneySettingsPage() {
  const settings = useGetMoneySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <QueryState isLoading={settings.isLoading} error={settings.data ? undefined : settings.error} refetch={settings.refetch}>
        {settings.data && <SettingsForm stored={settings.data} />}
      </QueryState>
    </>
  );
}
