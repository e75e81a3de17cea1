import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: rgba(0, 0, 0, 0.55);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '720px' : '400px')};
  max-height: calc(100vh - 24px);
  overflow: auto;
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
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

/** A dialog over the page: titled, closed by Escape, focus moved into it while open. */
export function Modal({
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
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <Backdrop>
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $wide={wide}>
        <Title id={titleId}>{title}</Title>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
