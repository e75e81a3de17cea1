import { useState, type FormEvent } from 'react';
import { backofficeLabels, fromBangkokInput, type StaffRound, th, toBangkokInput, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { toast } from 'react-toastify';
import { Dialog, Field, FieldError, FormButtons, Input, Muted } from '@lotto/ui';
import { useMoveRoundTimesMutation } from '../api/roundsApi';
import { roundTitle } from './ResultDialog';

const l = backofficeLabels.rounds;
const actions = backofficeLabels.actions;

const TIME_FIELDS = [
  ['open_at', l.opensAt],
  ['close_at', l.closesAt],
  ['draw_at', l.drawsAt],
] as const;

type TimeField = (typeof TIME_FIELDS)[number][0];

/**
 * Moves a round's times in Bangkok time (a draw that falls on another day, docs/lottery-rules.md).
 * Only offered before the round closes and never for yeekee; the server refuses both regardless.
 */
export function RoundTimesDialog({ round, onClose }: { round: StaffRound; onClose: () => void }) {
  const [values, setValues] = useState<Record<TimeField, string>>(() => ({
    open_at: toBangkokInput(round.open_at),
    close_at: toBangkokInput(round.close_at),
    draw_at: toBangkokInput(round.draw_at),
  }));
  const [error, setError] = useState<string | null>(null);
  const [move, { isLoading }] = useMoveRoundTimesMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [openAt, closeAt, drawAt] = TIME_FIELDS.map(([name]) => fromBangkokInput(values[name]));
    if (!openAt || !closeAt || !drawAt || !(openAt < closeAt && closeAt <= drawAt)) {
      setError(th.lotto.timesInvalid);
      return;
    }
    const answer = await move({ roundId: round.id, times: { open_at: openAt, close_at: closeAt, draw_at: drawAt } });
    if ('error' in answer) {
      setError((answer.error as QueryError).message);
      return;
    }
    toast.success(th.lotto.timesMoved);
    onClose();
  };

  const title = withValues(l.timesTitle, { round: roundTitle(round) });
  return (
    <Dialog title={title} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <Muted as="p">{l.timesHint}</Muted>
        {TIME_FIELDS.map(([name, label]) => (
          <Field key={name}>
            <label htmlFor={`round-${name}`}>{label}</label>
            <Input
              id={`round-${name}`}
              type="datetime-local"
              value={values[name]}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </Field>
        ))}
        {error && <FieldError role="alert">{error}</FieldError>}
        <FormButtons submitLabel={actions.save} onCancel={onClose} busy={isLoading} />
      </form>
    </Dialog>
  );
}
