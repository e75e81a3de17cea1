import { savedSlipSaveRequestSchema, th } from '@lotto/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonRow, Dialog, TextField } from '@lotto/ui';

const t = th.pad.savedSlips;

/**
 * A slip's name for saving or renaming, checked with the shared rule before it is sent.
 * `onSubmit` answers the server's Thai message when it refused, nothing when done.
 */
export function SlipNameDialog({
  title,
  initialName = '',
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName?: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let valid: string;
    try {
      valid = (await savedSlipSaveRequestSchema.validateAt('name', { name })) as string;
    } catch (invalid) {
      setError((invalid as Error).message);
      return;
    }
    setError(await onSubmit(valid));
  };

  return (
    <Dialog title={title} onClose={busy ? () => undefined : onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField id={id} label={t.name} value={name} error={error} autoFocus onChange={(event) => setName(event.target.value)} />
        <ButtonRow>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {th.betting.confirm.no}
          </Button>
          <Button type="submit" $variant="primary" disabled={busy} aria-busy={busy}>
            {th.betting.confirm.yes}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
