import { backofficeLabels } from '@lotto/shared';
import { Button, ButtonRow, Dialog, TextField } from '@lotto/ui';
import { CHANGE_TITLES, questionOf, type ReleaseChange } from '../releaseChange';

const l = backofficeLabels.releases;
const actions = backofficeLabels.actions;

/** The question before a release change, with the canary's percentage when it starts one. */
export function ChangeDialog({
  change,
  percent,
  percentError,
  busy,
  onPercent,
  onCancel,
  onConfirm,
}: {
  change: ReleaseChange;
  percent: string;
  percentError?: string;
  busy: boolean;
  onPercent: (percent: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog title={CHANGE_TITLES[change.kind]} onClose={onCancel}>
      <p>{questionOf(change)}</p>
      {change.kind === 'canary' && (
        <TextField
          id="canary-percent"
          label={l.percent}
          inputMode="numeric"
          value={percent}
          error={percentError}
          onChange={(event) => onPercent(event.target.value)}
        />
      )}
      <ButtonRow>
        <Button type="button" onClick={onCancel} disabled={busy}>
          {actions.cancel}
        </Button>
        <Button type="button" $variant="primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {actions.yes}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
