import { BET_TYPE_INFO, formatMoney, parseSlipText, withValues, th, type RunningRound, type SlipLine } from '@lotto/shared';
import { useId, useMemo, useState } from 'react';
import { Button, ButtonRow, Dialog, Field, FieldError, Hint, Table, TextArea } from '@lotto/ui';
import { usePayRateQuery } from '../../../lib/api/roundsApi';
import { useLoadLines } from '../../../lib/cart/useLoadLines';

const t = th.pad.paste;

const reading = ({ type, number, amount }: SlipLine) => `${number} ${BET_TYPE_INFO[type].label} ${formatMoney(amount)}`;

/** The pasted text, read line by line for the round's bet types; only the confirm puts the readable lines in the cart. */
function PasteDialog({ round, onClose }: { round: Pick<RunningRound, 'round_id' | 'code'>; onClose: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const rates = usePayRateQuery(round.code);
  const { load, loading } = useLoadLines();
  const offered = useMemo(() => (rates.data ?? []).map((rate) => rate.type), [rates.data]);
  const rows = useMemo(() => parseSlipText(text, offered), [text, offered]);
  const good = rows.flatMap((row) => ('readings' in row ? row.readings : []));
  const errors = rows.filter((row) => 'error' in row).length;

  const confirm = async () => {
    if (await load(round, good)) onClose();
  };

  return (
    <Dialog title={t.open} onClose={loading ? () => undefined : onClose} wide>
      <Field>
        <label htmlFor={id}>{t.text}</label>
        <TextArea id={id} value={text} autoFocus aria-describedby={`${id}-hint`} onChange={(event) => setText(event.target.value)} />
        <Hint id={`${id}-hint`}>{t.hint}</Hint>
      </Field>
      {rows.length > 0 && (
        <Table compact columns={[t.line, t.written, t.reading]}>
          {rows.map((row) => (
            <tr key={row.line}>
              <td data-label={t.line}>{row.line}</td>
              <td data-label={t.written}>{row.text}</td>
              <td data-label={t.reading}>{'error' in row ? <FieldError>{row.error}</FieldError> : row.readings.map(reading).join(', ')}</td>
            </tr>
          ))}
        </Table>
      )}
      {errors > 0 && <FieldError role="status">{withValues(t.errors, { count: errors })}</FieldError>}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={loading}>
          {th.betting.confirm.no}
        </Button>
        <Button
          type="button"
          $variant="primary"
          disabled={good.length === 0 || loading || !rates.data}
          aria-busy={loading}
          onClick={() => void confirm()}
        >
          {withValues(t.confirm, { count: good.length })}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}

/** `วางโพย`: a slip pasted as text (docs/lottery-rules.md#pasting-a-slip) into this round's cart. */
export function PasteSlip({ round }: { round: Pick<RunningRound, 'round_id' | 'code'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      {open && <PasteDialog round={round} onClose={() => setOpen(false)} />}
    </>
  );
}
