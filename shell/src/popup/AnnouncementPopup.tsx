import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th, usableLink } from '@lotto/shared';
import { useLoadConfigQuery, useSession } from '@lotto/shared/client';
import { Button, Dialog } from '@lotto/ui';
import { allowPopup, isPopupSuppressed, suppressPopup } from './popupCookie';

/** docs/screens.md#screens-and-routes: the popup shows on / and /lotto/all only. */
const POPUP_ROUTES: readonly string[] = [paths.home, paths.lottoAll];

const Picture = styled.div`
  margin: -16px -16px 0;
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
  padding-top: 12px;
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
`;

/**
 * The announcement popup of docs/screens.md#screens-and-routes: for members, on / and /lotto/all, when the site
 * config has popup_status. Closed (its button, Escape or a click outside), it stays closed for this page; ticking 'ไม่ต้องการให้ขึ้นอีก'
 * sets a cookie that hides it for an hour (unticking removes it).
 */
export function AnnouncementPopup() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const { data: config } = useLoadConfigQuery();
  const [closed, setClosed] = useState(() => isPopupSuppressed());
  const open = !closed && status === 'member' && Boolean(config?.popup_status) && POPUP_ROUTES.includes(pathname);

  if (!open || !config) return null;
  const link = usableLink(config.popup_link);
  const image = <img src={config.popup_url} alt={th.popup.imageAlt} />;
  return (
    <Dialog title={th.popup.title} onClose={() => setClosed(true)}>
      <Picture>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          image
        )}
      </Picture>
      <Footer>
        <label>
          <input type="checkbox" onChange={(event) => (event.target.checked ? suppressPopup() : allowPopup())} />
          {th.popup.dontShowAgain}
        </label>
        <Button type="button" $variant="primary" onClick={() => setClosed(true)}>
          {th.popup.close}
        </Button>
      </Footer>
    </Dialog>
  );
}
