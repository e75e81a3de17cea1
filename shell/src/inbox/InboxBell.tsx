import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th, withValues } from '@lotto/shared';
import { useGetInboxQuery } from '@lotto/shared/client';
import { LineIcon } from '../layout/LineIcon';
import { preloadRemoteModule } from '../remotes/remoteModules';

const BELL_ICON = 'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0';

const BellLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 8px;
  color: ${({ theme }) => theme.ink};
  &:hover {
    background: ${({ theme }) => theme.yellow[300]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: -3px;
  }
`;

/** White on the theme's red is 5.6:1; the ink ring keeps it apart from the yellow bar. */
const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.yellow[600]};
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => theme.surface};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** What the badge can hold; the accessible name still says the whole count. */
const MAX_SHOWN = 99;

/**
 * การแจ้งเตือน (docs/messages.md): the header's bell with the member's unread count, leading to
 * /inbox. The count is page 1 of the inbox, which the live stream and every mark-read refresh.
 */
export function InboxBell() {
  const { data } = useGetInboxQuery(1, { refetchOnFocus: true });
  const unread = data?.unread ?? 0;
  const name = unread > 0 ? withValues(th.inbox.bellUnread, { count: unread }) : th.inbox.bell;
  const preload = () => preloadRemoteModule('mf-auth', 'InboxPage');
  return (
    <BellLink to={paths.inbox} aria-label={name} onMouseEnter={preload} onFocus={preload}>
      <LineIcon path={BELL_ICON} />
      {unread > 0 && <Count aria-hidden="true">{unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}</Count>}
    </BellLink>
  );
}
