import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgb(0 0 0 / 45%);
`;

const Box = styled.div`
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

/** A modal box: Escape or a click outside closes it; focus moves into it when it opens. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Kept in a ref so a parent's inline arrow (a new function each render) does not rerun the
  // opening effect, which would pull focus back to the first field while the user types.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>('textarea, input, select, button');
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && close.current()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Box>
    </Backdrop>
  );
}
