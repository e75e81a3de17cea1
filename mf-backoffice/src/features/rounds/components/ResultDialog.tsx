import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  backofficeLabels,
  type LotteryResult,
  type RoundResultPayload,
  type StaffLottery,
  type StaffRound,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, ButtonRow, Dialog, Field, FieldError, FormButtons, Input } from '@lotto/ui';
import { useRecordResultMutation } from '../api/roundsApi';
import { checkResult, resultFields, resultText, resultValues, sameResult } from '../resultForm';

const l = backofficeLabels.rounds;
const actions = backofficeLabels.actions;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0 12px;
`;

const DigitInput = styled(Input)`
  font-size: 1.2rem;
  letter-spacing: 0.15em;
  font-variant-numeric: tabular-nums;
`;

/** A yeekee round's number in its day: its slot is `<date>#<n>`. */
export const yeekeeNumber = (round: StaffRound) => round.slot.split('#').at(-1) ?? round.slot;

/** A round's name on screen; yeekee rounds of a day are told apart by their number. */
export function roundTitle(round: StaffRound): string {
  const title = withValues(l.roundOf, { name: round.lottery_name, date: round.round_date });
  return round.is_yeekee ? `${title} ${withValues(l.yeekeeSlot, { slot: yeekeeNumber(round) })}` : title;
}

/**
 * บันทึกผล for a closed round, its fields shaped by the lottery's result kind. On a settled round
 * the form starts from the recorded result; a different one is a correction, which takes back the
 * prizes paid and pays again, so it is asked once more (ตกลง / ยกเลิก) before it is sent.
 */
export function ResultDialog({
  round,
  lottery,
  onClose,
  onRecorded,
}: {
  round: StaffRound;
  lottery: StaffLottery;
  onClose: () => void;
  onRecorded: (outcome: RoundResultPayload) => void;
}) {
  const fields = resultFields(lottery.result_kind, lottery.has_four_digits);
  const [values, setValues] = useState(() => resultValues(round.result, fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [correction, setCorrection] = useState<LotteryResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [record, { isLoading }] = useRecordResultMutation();
  const settled = round.state === 'settled' && round.result !== null;
  const backToForm = useCallback(() => setCorrection(null), []);

  const check = (next: Record<string, string>) => checkResult(next, lottery.result_kind, lottery.has_four_digits);

  const send = async (result: LotteryResult) => {
    setFailure(null);
    const answer = await record({ roundId: round.id, result });
    if ('data' in answer && answer.data) {
      onRecorded(answer.data);
      return;
    }
    setCorrection(null);
    setFailure((answer.error as QueryError).message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const { errors: found, result } = check(values);
    setErrors(found);
    if (!result) return;
    if (settled && round.result) {
      if (sameResult(result, round.result)) {
        setErrors({ form: l.sameResult });
        return;
      }
      setCorrection(result);
      return;
    }
    void send(result);
  };

  if (correction && round.result) {
    return (
      <Dialog title={l.confirmCorrectTitle} onClose={backToForm}>
        <p>{roundTitle(round)}</p>
        <p>{withValues(l.confirmCorrect, { old: resultText(round.result), new: resultText(correction) })}</p>
        <ButtonRow>
          <Button type="button" onClick={backToForm} disabled={isLoading}>
            {actions.cancel}
          </Button>
          <Button type="button" $variant="primary" onClick={() => void send(correction)} disabled={isLoading} aria-busy={isLoading}>
            {actions.yes}
          </Button>
        </ButtonRow>
      </Dialog>
    );
  }

  const title = withValues(settled ? l.correctTitle : l.resultTitle, { round: roundTitle(round) });
  return (
    <Dialog title={title} onClose={onClose}>
      {settled && round.result && <p>{withValues(l.currentResult, { result: resultText(round.result) })}</p>}
      <form noValidate onSubmit={submit} aria-label={title}>
        <Fields>
          {fields.map((field) => {
            const id = `result-${field.name.replace('.', '-')}`;
            const error = errors[field.name];
            return (
              <Field key={field.name}>
                <label htmlFor={id}>{field.label}</label>
                <DigitInput
                  id={id}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={field.digits}
                  value={values[field.name] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => {
                    const next = { ...values, [field.name]: event.target.value.replace(/\D/g, '') };
                    setValues(next);
                    if (checked) setErrors(check(next).errors);
                  }}
                />
                {error && (
                  <FieldError id={`${id}-error`} role="alert">
                    {error}
                  </FieldError>
                )}
              </Field>
            );
          })}
        </Fields>
        {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
        {failure && <FieldError role="alert">{failure}</FieldError>}
        <FormButtons submitLabel={actions.recordResult} onCancel={onClose} busy={isLoading} />
      </form>
    </Dialog>
  );
}
