import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { backofficeLabels, fieldErrors, lotteryUpdateSchema, type StaffLottery, th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Field, FieldError, Input, Muted } from '@lotto/ui';
import { useSaveVoidDeadlineMutation } from '../api/ratesApi';

const words = backofficeLabels.rates.voidDeadline;

const Actions = styled.div`
  margin-top: 12px;
`;

/**
 * กำหนดเวลายกเลิกงวด (admin): the minutes after a round's draw time at which the server voids it
 * without a result (docs/lottery-rules.md#void-deadlines), checked by the server's own schema.
 * Yeekee has none: the server draws it as it closes.
 */
export function VoidDeadlineForm({ lottery }: { lottery: StaffLottery }) {
  const [minutes, setMinutes] = useState(String(lottery.void_after_minutes));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveVoidDeadlineMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = minutes.trim() === '' ? Number.NaN : Number(minutes);
    const found = await fieldErrors(lotteryUpdateSchema, { void_after_minutes: typed });
    setError(found.void_after_minutes ?? null);
    if (found.void_after_minutes) return;
    const answer = await save({ code: lottery.code, minutes: typed });
    if ('error' in answer) {
      setError((answer.error as QueryError).message);
      return;
    }
    toast.success(th.lotto.voidDeadlineSaved);
  };

  return (
    <Card aria-label={words.title}>
      <CardTitle>{words.title}</CardTitle>
      {lottery.is_yeekee ? (
        <Muted as="p">{words.yeekee}</Muted>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Muted as="p">{words.hint}</Muted>
          <Field>
            <label htmlFor="void-after-minutes">{words.minutes}</label>
            <Input
              id="void-after-minutes"
              inputMode="numeric"
              autoComplete="off"
              value={minutes}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setMinutes(event.target.value)}
            />
            {error && <FieldError role="alert">{error}</FieldError>}
          </Field>
          <Actions>
            <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
              {backofficeLabels.actions.save}
            </Button>
          </Actions>
        </form>
      )}
    </Card>
  );
}
