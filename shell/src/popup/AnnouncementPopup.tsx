import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isSitePath, paths, th, usableLink, type InboxItem } from '@lotto/shared';
import { useGetInboxQuery, useLoadConfigQuery, useMarkInboxReadMutation, useSession } from '@lotto/shared/client';
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

const Text = styled.p`
  margin: 12px 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
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

/** 'ไม่ต้องการให้ขึ้นอีก' (the hour's cookie, for either popup) and 'ปิดหน้าต่าง'. */
function PopupFooter({ onClose }: { onClose: () => void }) {
  return (
    <Footer>
      <label>
        <input type="checkbox" onChange={(event) => (event.target.checked ? suppressPopup() : allowPopup())} />
        {th.popup.dontShowAgain}
      </label>
      <Button type="button" $variant="primary" onClick={onClose}>
        {th.popup.close}
      </Button>
    </Footer>
  );
}

/** An announcement staff marked as a popup: its title, image, text and link into the site. */
function InboxItemPopup({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  return (
    <Dialog title={item.title} onClose={onClose}>
      {item.image_url && (
        <Picture>
          <img src={item.image_url} alt={th.popup.imageAlt} />
        </Picture>
      )}
      <Text>{item.body}</Text>
      {item.link && isSitePath(item.link) && (
        <ReadMore to={item.link} onClick={onClose}>
          {th.inbox.open}
        </ReadMore>
      )}
      <PopupFooter onClose={onClose} />
    </Dialog>
  );
}

/**
 * The announcement popup of docs/screens.md#screens-and-routes: for members, on / and /lotto/all.
 * First the site's image when the site config has popup_status; when that is not showing, the
 * newest unread announcement of the inbox's first page that staff marked as a popup, which is
 * marked read once closed. Closed (its button, Escape or a click outside), the site's popup stays
 * closed for this page; ticking 'ไม่ต้องการให้ขึ้นอีก' sets a cookie that hides both for an hour
 * (unticking removes it).
 */
export function AnnouncementPopup() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const { data: config } = useLoadConfigQuery();
  const [suppressed, setSuppressed] = useState(() => isPopupSuppressed());
  const [siteClosed, setSiteClosed] = useState(false);
  const [closedItems, setClosedItems] = useState<readonly number[]>([]);
  const [markRead] = useMarkInboxReadMutation();
  const shown = !suppressed && status === 'member' && POPUP_ROUTES.includes(pathname);
  const { data: inbox } = useGetInboxQuery(1, { skip: !shown });

  if (!shown) return null;
  if (!siteClosed && config?.popup_status) {
    const link = usableLink(config.popup_link);
    const image = <img src={config.popup_url} alt={th.popup.imageAlt} />;
    const close = () => {
      setSiteClosed(true);
      setSuppressed(isPopupSuppressed());
    };
    return (
      <Dialog title={th.popup.title} onClose={close}>
        <Picture>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {image}
            </a>
          ) : (
            image
          )}
        </Picture>
        <PopupFooter onClose={close} />
      </Dialog>
    );
  }
  const item = inbox?.items.find((candidate) => candidate.popup && !candidate.read && !closedItems.includes(candidate.id));
  if (!item) return null;
  const close = () => {
    setClosedItems((closed) => [...closed, item.id]);
    setSuppressed(isPopupSuppressed());
    // A failure leaves it unread in the inbox; this page does not show it again.
    void markRead({ ids: [item.id] });
  };
  return <InboxItemPopup key={item.id} item={item} onClose={close} />;
}
