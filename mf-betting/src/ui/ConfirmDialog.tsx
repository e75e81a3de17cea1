import { th } from '@lotto/shared';
import { Button, ButtonRow } from './Buttons';
import { Modal } from './Modal';

/** A yes/no question: `ตกลง` / `ยกเลิก` (docs/screens.md#control-names). `busy` keeps a second click from sending twice. */
export function ConfirmDialog({
  title,
  text,
  busy = false,
  onYes,
  onNo,
}: {
  title: string;
  text: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal title={title} onClose={busy ? () => undefined : onNo} role="alertdialog">
      <p>{text}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onNo} disabled={busy}>
          {th.betting.confirm.no}
        </Button>
        <Button type="button" onClick={onYes} disabled={busy} aria-busy={busy}>
          {th.betting.confirm.yes}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
