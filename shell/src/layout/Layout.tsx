import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { formatMoney, paths, th } from '@lotto/shared';
import { SupportButton, useCurrentUser, useLogout } from '@lotto/shared/client';
import { MaintenanceBanner } from '@lotto/ui';
import { InboxBell } from '../inbox/InboxBell';
import { preloadRemoteModule } from '../remotes/remoteModules';
import { isStaff } from '../session/guards';
import { Logo } from '../ui/Logo';
import { bottomTabItems, topBarItems, type NavItem } from './navItems';
import { useFirstPaintFallback } from './firstPaint';
import { useFirstTapReplayed } from './useFirstTapReplayed';
import { LineIcon } from './LineIcon';
import { useMemberNavigation } from './useMemberNavigation';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: linear-gradient(90deg, ${({ theme }) => theme.yellow[700]}, ${({ theme }) => theme.yellow[500]});
  box-shadow: 0 1px 6px rgba(0, 0, 0, 0.15);
`;

const BarInner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 12px;
  min-height: 56px;
`;

const WideNav = styled.nav`
  display: none;
  gap: 2px;
  margin-left: 16px;
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const NavButton = styled.button`
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 8px;
  cursor: pointer;
  color: ${({ theme }) => theme.ink};
  &:hover {
    background: ${({ theme }) => theme.yellow[300]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: -3px;
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  min-width: 0;
`;

const Username = styled(Link)`
  display: none;
  font-weight: 700;
  text-decoration: none;
  padding: 8px;
  border-radius: 8px;
  &:hover {
    background: ${({ theme }) => theme.yellow[300]};
  }
  ${({ theme }) => theme.media.md} {
    display: inline-block;
  }
`;

/**
 * บัญชีของฉัน beside the username, from md like it: a phone's compact bar has no room for it at
 * 360 px (the bell, credit and logout fill it), and the transfer page's tile leads there.
 */
const AccountLink = styled(Link)`
  display: none;
  align-items: center;
  gap: 4px;
  min-width: 40px;
  min-height: 40px;
  justify-content: center;
  padding: 6px 8px;
  border-radius: 8px;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.ink};
  &:hover {
    background: ${({ theme }) => theme.yellow[300]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;

const BackofficeLink = styled(Link)`
  padding: 6px 10px;
  border-radius: 8px;
  background: ${({ theme }) => theme.ink};
  color: ${({ theme }) => theme.yellow[500]};
  font-weight: 700;
  font-size: 0.875rem;
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const Credit = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.surface};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  small {
    font-weight: 400;
    margin-right: 4px;
    color: ${({ theme }) => theme.muted};
  }
`;

const LogoutButton = styled.button`
  min-height: 40px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.ink};
  border-radius: 8px;
  background: transparent;
  font: inherit;
  font-size: 0.875rem;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const GuestLink = styled(Link)`
  margin-left: auto;
  padding: 8px 14px;
  border-radius: 8px;
  background: ${({ theme }) => theme.ink};
  color: ${({ theme }) => theme.yellow[500]};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** The floating buttons' column (the contact pill's fixed width) and its distance from the window's right edge. */
const FLOATING_WIDTH = 104;
const FLOATING_INSET = 16;
/** What the page keeps free at its right from the md breakpoint: the floating column, its inset and a gap of 8 px. */
const FLOATING_GUTTER = FLOATING_WIDTH + FLOATING_INSET + 8;

const Main = styled.main<{ $bottomTabs: boolean }>`
  min-height: 70vh;
  max-width: 1200px;
  margin: 0 auto;
  /* Below the md breakpoint the last control can be scrolled clear of the fixed bottom tabs. */
  padding-bottom: ${({ $bottomTabs }) => ($bottomTabs ? '80px' : '24px')};
  ${({ theme }) => theme.media.md} {
    padding-bottom: 24px;
    /* The floating buttons never cover a control: the content ends left of their column, whatever the scroll (a wide
       window's own margin beside the centred 1200 px counts towards it). */
    padding-right: clamp(0px, ${FLOATING_GUTTER + 600}px - 50%, ${FLOATING_GUTTER}px);
  }
`;

/**
 * A control the keyboard focuses (or a script scrolls to) stops clear of the sticky top bar and,
 * below the md breakpoint, of the fixed bottom tabs, instead of under them.
 */
const ScrollClearOfBars = createGlobalStyle<{ $bottomTabs: boolean }>`
  html {
    scroll-padding-top: 72px;
    scroll-padding-bottom: ${({ $bottomTabs }) => ($bottomTabs ? '76px' : '0')};
  }
  ${({ theme }) => theme.media.md} {
    html {
      scroll-padding-bottom: 0;
    }
  }
`;

const BottomTabs = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 10;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  background: ${({ theme }) => theme.ink};
  padding-bottom: env(safe-area-inset-bottom);
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Tab = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-height: 60px;
  padding: 6px 2px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.yellow[500]};
  font: inherit;
  font-size: clamp(0.625rem, 3vw, 0.75rem);
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[500]};
    outline-offset: -3px;
  }
`;

const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 16px;
  background: ${({ theme }) => theme.ink};
  color: ${({ theme }) => theme.yellow[100]};
  a {
    color: ${({ theme }) => theme.yellow[500]};
  }
`;

const Floating = styled.div`
  position: fixed;
  right: ${FLOATING_INSET}px;
  bottom: 16px;
  width: ${FLOATING_WIDTH}px;
  z-index: 20;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  /* Only the buttons take clicks, not the column's empty corner beside the arrow. */
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

const ContactButton = styled(SupportButton)`
  width: 100%;
  min-height: 44px;
  padding: 10px 8px;
  border-radius: 999px;
  border: 0;
  /* White on the theme's green is 5.1:1 (LINE's own green, #06c755, was 2.25:1). */
  background: ${({ theme }) => theme.success};
  color: ${({ theme }) => theme.surface};
  font: inherit;
  font-weight: 700;
  text-align: center;
  white-space: nowrap;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);
  &:disabled {
    background: ${({ theme }) => theme.muted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const BackToTopButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  /* Its edge against the page (the arrow is yellow on ink, 13:1). */
  border: 2px solid ${({ theme }) => theme.yellow[500]};
  border-radius: 50%;
  background: ${({ theme }) => theme.ink};
  color: ${({ theme }) => theme.yellow[500]};
  cursor: pointer;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

/** Shown once the page has scrolled a screen's worth. */
function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 300);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <BackToTopButton type="button" aria-label={th.nav.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <LineIcon path="M12 19V5m0 0l-6 6m6-6l6 6" strokeWidth={3} />
    </BackToTopButton>
  );
}

function MemberAccount({ username, credit, role }: { username: string; credit: number; role: string }) {
  const [logout, { isLoading }] = useLogout();
  const preloadBackoffice = () => preloadRemoteModule('mf-backoffice', 'BackofficeApp');
  return (
    <Account>
      {isStaff(role) && (
        <BackofficeLink to={paths.backoffice} onMouseEnter={preloadBackoffice} onFocus={preloadBackoffice}>
          {th.backofficeFrame.link}
        </BackofficeLink>
      )}
      <Username to={paths.transaction}>{username}</Username>
      <AccountLink to={paths.account} aria-label={th.account.link}>
        <LineIcon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0" />
        <span aria-hidden="true">{th.account.link}</span>
      </AccountLink>
      <InboxBell />
      <Credit aria-label={`${th.nav.credit} ${formatMoney(credit)}`}>
        <small aria-hidden="true">฿</small>
        {formatMoney(credit)}
      </Credit>
      <LogoutButton type="button" onClick={() => void logout()} disabled={isLoading}>
        {th.nav.logout}
      </LogoutButton>
    </Account>
  );
}

/**
 * The frame of every page (docs/screens.md#screens-and-routes, layout): from the md breakpoint a top bar with the
 * links, the member's name, the inbox bell, credit and logout, a floating contact button, back-to-top and
 * a footer; below it a compact bar (the bell, credit and logout) and fixed bottom tabs. Under the bar, the
 * maintenance windows in force and to come, when there are any.
 */
export function Layout({ children }: { children: ReactNode }) {
  const go = useMemberNavigation();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  // The back office has a menu of its own; the member's tabs would only cover it.
  const bottomTabs = pathname !== paths.backoffice && !pathname.startsWith(`${paths.backoffice}/`);
  // The pages replace the first paint themselves once their first screen is there (home, a
  // route's remote, not found); this is the last resort, should a page never say so.
  useFirstPaintFallback();
  useFirstTapReplayed(go);
  const preload = (item: NavItem) => () => preloadRemoteModule(item.preload.remote, item.preload.module as never);
  return (
    <>
      <Bar>
        <BarInner>
          <Logo compact={Boolean(user)} />
          <WideNav aria-label={th.nav.mainMenu}>
            {topBarItems.map((item) => (
              <NavButton key={item.label} type="button" onClick={() => go(item)} onMouseEnter={preload(item)} onFocus={preload(item)}>
                {item.label}
              </NavButton>
            ))}
          </WideNav>
          {user ? (
            <MemberAccount username={user.username} credit={user.credit} role={user.role} />
          ) : pathname === paths.register ? (
            <GuestLink to={paths.home}>{th.auth.loginTitle}</GuestLink>
          ) : (
            <GuestLink to={paths.register}>{th.auth.register}</GuestLink>
          )}
        </BarInner>
      </Bar>
      <MaintenanceBanner />
      <ScrollClearOfBars $bottomTabs={bottomTabs} />
      <Main $bottomTabs={bottomTabs}>{children}</Main>
      {bottomTabs && (
        <BottomTabs aria-label={th.nav.bottomMenu}>
          {bottomTabItems.map((item) => (
            <Tab key={item.label} type="button" onClick={() => go(item)} onFocus={preload(item)}>
              <LineIcon path={item.icon} />
              <span>{item.label}</span>
            </Tab>
          ))}
        </BottomTabs>
      )}
      <WideOnly>
        <Footer>
          <Logo size={48} />
          <small>© {th.nav.siteName}</small>
        </Footer>
        <Floating>
          <BackToTop />
          <ContactButton label={th.nav.contact} />
        </Floating>
      </WideOnly>
    </>
  );
}
