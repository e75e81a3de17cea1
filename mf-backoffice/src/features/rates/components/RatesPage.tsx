import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { backofficeLabels, BET_TYPE_INFO, fieldErrors, ratesUpdateSchema, type StaffLottery, th, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, FieldError, Input, Muted, PageTitle, QueryState, Table, Toolbar } from '@lotto/ui';
import { useGetBackofficeLotteriesQuery } from '../../../lib/api/lotteriesApi';
import { useSaveRatesMutation } from '../api/ratesApi';
import { LotteryPicker } from './LotteryPicker';
import { StakeBandsEditor } from './StakeBandsEditor';
import { VoidDeadlineForm } from './VoidDeadlineForm';

const l = backofficeLabels.rates;

const FormActions = styled.div`
  margin-top: 12px;
`;

/**
 * อัตราจ่าย (admin): a lottery's rate table, its stake bands and its void deadline. A new table
 * prices new bets only; placed lines keep their rates.
 */
export default function RatesPage() {
  const [search, setSearch] = useSearchParams();
  const lotteries = useGetBackofficeLotteriesQuery();
  const code = search.get('lottery') ?? lotteries.data?.[0]?.code ?? '';
  const lottery = lotteries.data?.find((item) => item.code === code);
  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <QueryState isLoading={lotteries.isLoading} error={lotteries.error} refetch={lotteries.refetch}>
        {lotteries.data && (
          <Toolbar>
            <label htmlFor="rates-lottery">{l.lottery}</label>
            <LotteryPicker
              id="rates-lottery"
              lotteries={lotteries.data}
              value={code}
              onChange={(next) => setSearch({ lottery: next }, { replace: true })}
            />
          </Toolbar>
        )}
        {lottery && <RateTable key={`${lottery.code}:${lottery.rates.map((rate) => rate.rate).join()}`} lottery={lottery} />}
        {lottery && <StakeBandsEditor key={lottery.code} lottery={lottery} />}
        {lottery && <VoidDeadlineForm key={`${lottery.code}:${lottery.void_after_minutes}`} lottery={lottery} />}
      </QueryState>
    </>
  );
}

function RateTable({ lottery }: { lottery: StaffLottery }) {
  const [values, setValues] = useState(() => Object.fromEntries(lottery.rates.map(({ type, rate }) => [type, String(rate)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveRatesMutation();

  const typed = (next: Record<string, string>) =>
    lottery.rates.map(({ type }) => ({ type, rate: (next[type] ?? '').trim() === '' ? Number.NaN : Number(next[type]) }));
  /** The server's own schema, its messages keyed by bet type. */
  const check = async (next: Record<string, string>) => {
    const found = await fieldErrors(ratesUpdateSchema, { rates: typed(next) });
    return Object.fromEntries(
      lottery.rates.flatMap(({ type }, index) => {
        const message = found[`rates[${index}].rate`];
        return message ? [[type, message]] : [];
      }),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const found = await check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await save({ code: lottery.code, rates: typed(values) });
    if ('error' in answer) {
      setFailure((answer.error as QueryError).message);
      return;
    }
    toast.success(th.staff.ratesSaved);
  };

  return (
    <Card aria-label={lottery.name}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Muted as="p">{l.newBetsOnly}</Muted>
        <Table columns={[l.type, l.rate]}>
          {lottery.rates.map(({ type }) => {
            const label = BET_TYPE_INFO[type].label;
            const error = errors[type];
            return (
              <tr key={type}>
                <td data-label={l.type}>{label}</td>
                <td data-label={l.rate}>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={withValues(l.rateOf, { type: label })}
                    value={values[type] ?? ''}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => {
                      const next = { ...values, [type]: event.target.value };
                      setValues(next);
                      if (checked) void check(next).then(setErrors);
                    }}
                  />
                  {error && <FieldError role="alert">{error}</FieldError>}
                </td>
              </tr>
            );
          })}
        </Table>
        {failure && <FieldError role="alert">{failure}</FieldError>}
        <FormActions>
          <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
            {backofficeLabels.actions.save}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
