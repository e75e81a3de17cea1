import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th, usableLink } from '@lotto/shared';
import { useLoadConfigQuery, useSession } from '@lotto/shared/client';
import { allowPopup, isPopupSuppressed, suppressPopup } from './popupCookie';

/** docs/screens.md#screens-and-routes: the popup shows on / and /lotto/all only. */
const POPUP_ROUTES: readonly string[] = [paths.home, paths.lottoAll];

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.55);
`;

const Dialog = styled.div`
  width: min(100%, 480px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: 16px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 1.25rem;
    text-align: center;
    background: ${({ theme }) => theme.yellow[700]};
    border-radius: 16px 16px 0 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
  button {
    min-height: 44px;
    padding: 8px 20px;
    border: 0;
    border-radius: 8px;
    font: inherit;
    font-weight: 600;
    background: ${({ theme }) => theme.yellow[700]};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

/**
 * The announcement popup of docs/screens.md#screens-and-routes: for members, on / and /lotto/all, when the site
 * config has popup_status. Closed, it stays closed for this page; ticking 'ไม่ต้องการให้ขึ้นอีก'
 * sets a cookie that hides it for an hour (unticking removes it).
 */
export function AnnouncementPopup() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const { data: config } = useLoadConfigQuery();
  const [closed, setClosed] = useState(() => isPopupSuppressed());
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = !closed && status === 'member' && Boolean(config?.popup_status) && POPUP_ROUTES.includes(pathname);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setClosed(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open || !config) return null;
  const link = usableLink(config.popup_link);
  const image = <img src={config.popup_url} alt={th.popup.imageAlt} />;
  return (
    <Backdrop>
      <Dialog role="dialog" aria-modal="true" aria-labelledby="announcement-title">
        <h2 id="announcement-title">{th.popup.title}</h2>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          image
        )}
        <Footer>
          <label>
            <input
              type="checkbox"
              onChange={(event) => (event.target.checked ? suppressPopup() : allowPopup())}
            />
            {th.popup.dontShowAgain}
          </label>
          <button ref={closeButton} type="button" onClick={() => setClosed(true)}>
            {th.popup.close}
          </button>
        </Footer>
      </Dialog>
    </Backdrop>
  );
}
