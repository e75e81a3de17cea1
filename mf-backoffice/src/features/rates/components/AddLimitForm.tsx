import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { backofficeLabels, BET_TYPE_INFO, type BetType, type StaffLottery, th, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Field, FieldError, Muted, Select, TextField } from '@lotto/ui';
import { useSaveLimitedNumberMutation } from '../api/ratesApi';
import { checkLimitForm, type LimitCheck, type LimitForm } from '../limitForm';

const l = backofficeLabels.limits;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0 12px;
  align-items: start;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-top: 24px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

const emptyForm = (type: BetType): LimitForm => ({ type, number: '', rate: '', closed: false, stakeCap: '' });

/** เพิ่มเลขอั้น: a rule for the lottery, or for the one round picked above. */
export function AddLimitForm({ lottery, roundId }: { lottery: StaffLottery; roundId: number | null }) {
  const firstType = lottery.rates[0]?.type ?? 'top_two';
  const [form, setForm] = useState<LimitForm>(() => emptyForm(firstType));
  const [errors, setErrors] = useState<LimitCheck['errors']>({});
  const [checked, setChecked] = useState(false);
  const [save, { isLoading }] = useSaveLimitedNumberMutation();
  const baseRate = lottery.rates.find((rate) => rate.type === form.type)?.rate;

  const change = (changes: Partial<LimitForm>) => {
    const next = { ...form, ...changes };
    setForm(next);
    if (checked) setErrors(checkLimitForm(next, baseRate).errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const { errors: found, rule } = checkLimitForm(form, baseRate);
    setErrors(found);
    if (!rule) return;
    const answer = await save({ lottery_code: lottery.code, round_id: roundId, ...rule });
    if ('error' in answer) {
      setErrors({ form: (answer.error as QueryError).message });
      return;
    }
    toast.success(th.lotto.limitRuleSaved);
    setForm(emptyForm(form.type));
    setChecked(false);
  };

  return (
    <Card aria-labelledby="limit-add-title">
      <CardTitle id="limit-add-title">{l.addTitle}</CardTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <Field>
            <label htmlFor="limit-type">{l.type}</label>
            <Select id="limit-type" value={form.type} onChange={(event) => change({ type: event.target.value as BetType })}>
              {lottery.rates.map(({ type }) => (
                <option key={type} value={type}>
                  {BET_TYPE_INFO[type].label}
                </option>
              ))}
            </Select>
          </Field>
          <TextField
            id="limit-number"
            label={l.number}
            inputMode="numeric"
            autoComplete="off"
            maxLength={BET_TYPE_INFO[form.type].digits}
            value={form.number}
            onChange={(event) => change({ number: event.target.value.replace(/\D/g, '') })}
            error={errors.number}
          />
          <TextField
            id="limit-rate"
            label={l.rate}
            inputMode="decimal"
            autoComplete="off"
            placeholder={l.optional}
            value={form.rate}
            aria-describedby="limit-base-rate"
            onChange={(event) => change({ rate: event.target.value })}
            error={errors.rate}
            note={baseRate !== undefined && <Muted id="limit-base-rate">{withValues(l.baseRate, { rate: baseRate })}</Muted>}
          />
          <TextField
            id="limit-cap"
            label={l.stakeCap}
            inputMode="decimal"
            autoComplete="off"
            placeholder={l.optional}
            value={form.stakeCap}
            onChange={(event) => change({ stakeCap: event.target.value })}
            error={errors.stakeCap}
          />
          <Check>
            <input type="checkbox" checked={form.closed} onChange={(event) => change({ closed: event.target.checked })} />
            {l.closed}
          </Check>
        </Fields>
        {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
        <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {backofficeLabels.actions.save}
        </Button>
      </form>
    </Card>
  );
}
