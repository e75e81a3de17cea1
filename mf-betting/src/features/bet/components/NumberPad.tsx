import { withValues, th } from '@lotto/shared';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import styled from 'styled-components';

const t = th.betting.bet;

const Boxes = styled.div`
  display: flex;
  justify-content: center;
  gap: 8px;
  margin: 8px 0 12px;
`;

const Box = styled.input`
  width: 52px;
  height: 60px;
  text-align: center;
  font: inherit;
  font-size: 1.8rem;
  font-weight: 700;
  border: 2px solid ${({ theme }) => theme.yellow[800]};
  border-radius: 8px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.ink};
  caret-color: transparent;
  &:disabled {
    border-color: #e0e0e0;
    background: #f5f5f5;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
  }
`;

const Keys = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  max-width: 360px;
  margin: 0 auto;
`;

const Key = styled.button<{ $accent?: boolean }>`
  min-height: 56px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.yellow[800]};
  background: ${({ theme, $accent }) => ($accent ? theme.yellow[700] : theme.surface)};
  color: ${({ theme }) => theme.ink};
  font: inherit;
  font-size: 1.35rem;
  font-weight: 600;
  cursor: pointer;
  touch-action: manipulation;
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.yellow[300]};
  }
  &:disabled {
    cursor: not-allowed;
    color: #9e9e9e;
    background: #f5f5f5;
    border-color: #e0e0e0;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 8px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.muted};
`;

const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Whether a key press is for another field (an amount input, a select): the pad leaves it alone. */
function isOtherField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.matches('input, textarea, select, [contenteditable="true"]') || !!target.closest('[aria-modal="true"]'))
  );
}

/**
 * Single-digit boxes of the required length and the keys 0-9, `ลบ` and `เพิ่มเลข`. It takes
 * touch, mouse and a physical keyboard (digits, Backspace, Enter) anywhere on the screen.
 */
export function NumberPad({
  length,
  entry,
  onEntryChange,
  onSubmit,
  disabled,
  pricing,
}: {
  length: number;
  entry: string;
  onEntryChange: (entry: string) => void;
  onSubmit: (entry: string) => void;
  /** No bet type selected or the round closed: no number can be entered. */
  disabled: boolean;
  /** A pricing request is loading: `เพิ่มเลข` waits for it. */
  pricing: boolean;
}) {
  const canSubmit = !disabled && !pricing && entry.length === length;

  const press = (key: string): boolean => {
    if (disabled) return false;
    if (/^\d$/.test(key)) {
      if (entry.length < length) onEntryChange(entry + key);
      return true;
    }
    if (key === 'Backspace') {
      onEntryChange(entry.slice(0, -1));
      return true;
    }
    if (key === 'Enter') {
      if (canSubmit) onSubmit(entry);
      return true;
    }
    return false;
  };

  // The latest press function for the document listener, which is attached once.
  const pressRef = useRef(press);
  pressRef.current = press;
  const canSubmitRef = useRef(canSubmit);
  canSubmitRef.current = canSubmit;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isOtherField(event.target)) return;
      // Enter on a focused button is that button's click, unless a full number waits to be added
      // and the button is one of the pad's own (a type or mode just clicked keeps the focus).
      const padButton = event.target instanceof HTMLButtonElement && !!event.target.closest('[data-pad-area]');
      if (event.key === 'Enter' && event.target instanceof HTMLButtonElement && !(padButton && canSubmitRef.current)) return;
      if (pressRef.current(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onBoxKey = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (press(event.key) || event.key.length === 1) event.preventDefault();
  };

  return (
    <div role="group" aria-label={t.pad}>
      <Boxes>
        {Array.from({ length }, (_, index) => (
          <Box
            key={index}
            aria-label={withValues(t.digit, { index: String(index + 1) })}
            inputMode="none"
            autoComplete="off"
            maxLength={1}
            value={entry[index] ?? ''}
            disabled={disabled}
            onKeyDown={onBoxKey}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              if (digits) onEntryChange((entry + digits).slice(0, length));
            }}
          />
        ))}
      </Boxes>
      <Keys>
        {DIGIT_KEYS.map((digit) => (
          <Key key={digit} type="button" disabled={disabled} onClick={() => press(digit)}>
            {digit}
          </Key>
        ))}
        <Key type="button" disabled={disabled} onClick={() => press('Backspace')}>
          {t.clear}
        </Key>
        <Key type="button" disabled={disabled} onClick={() => press('0')}>
          0
        </Key>
        <Key type="button" $accent disabled={!canSubmit} onClick={() => onSubmit(entry)}>
          {t.add}
        </Key>
      </Keys>
      <Status role="status">{disabled ? '' : pricing ? t.pricing : ''}</Status>
    </div>
  );
}
