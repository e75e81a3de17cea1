import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { th } from '@lotto/shared';
import { Button, ButtonRow } from './controls';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: rgb(0 0 0 / 50%);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '720px' : '480px')};
  max-height: calc(100vh - 24px);
  overflow: auto;
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0;
  padding: 14px 16px;
  font-size: 1.15rem;
  background: ${({ theme }) => theme.yellow[600]};
  border-radius: 12px 12px 0 0;
`;

const Body = styled.div`
  padding: 16px;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (panel: HTMLElement) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * A dialog over the page. Focus moves to its first field (else to the dialog itself), Tab and
 * Shift+Tab stay inside it, Escape or a click outside closes it, and focus goes back to where
 * it was once it closes.
 */
export function Dialog({
  title,
  onClose,
  wide = false,
  role = 'dialog',
  children,
}: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);
  // Kept in a ref so a parent's inline arrow (a new function each render) does not rerun the
  // opening effect, which would pull focus back to the first field while the user types.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const box = panel.current;
    if (!box) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (box.querySelector<HTMLElement>('textarea, input, select') ?? box).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = focusables(box);
      const first = inside[0];
      const last = inside[inside.length - 1];
      if (!first || !last) {
        event.preventDefault();
        box.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <Backdrop
      onMouseDown={(event) => {
        pressStartedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A press that began inside (selecting text) and ended outside is not a click outside.
        if (event.target === event.currentTarget && pressStartedOutside.current) close.current();
      }}
    >
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $wide={wide}>
        <Title id={titleId}>{title}</Title>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}

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
    <Dialog title={title} onClose={busy ? () => undefined : onNo} role="alertdialog">
      <p>{text}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onNo} disabled={busy}>
          {th.betting.confirm.no}
        </Button>
        <Button type="button" $variant="primary" onClick={onYes} disabled={busy} aria-busy={busy}>
          {th.betting.confirm.yes}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
