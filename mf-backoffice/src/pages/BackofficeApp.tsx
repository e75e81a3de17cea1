import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { backofficeLabels, th } from '@lotto/shared';
import { RemoteRoot, useCurrentUser } from '@lotto/shared/client';
import { Message } from '@lotto/ui';
import { remote } from '../remote';
import { sectionHref } from '../lib/links';
import { sections as allSections, sectionsFor } from './sections';
import EnrolmentPage from '../features/second-factor/components/EnrolmentPage';

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 70vh;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 200px minmax(0, 1fr);
    gap: 16px;
    padding: 16px 12px;
  }
`;

/** A column of links on a desktop or tablet; a strip that scrolls sideways on a phone. */
const Menu = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  /* A link reached by the keyboard scrolls wholly into the strip, with its neighbour's edge showing. */
  scroll-padding-inline: 24px;
  padding: 8px;
  background: ${({ theme }) => theme.ink};
  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    align-self: start;
    position: sticky;
    top: 72px;
    border-radius: 12px;
    padding: 10px;
  }
`;

const MenuTitle = styled.strong`
  display: none;
  color: ${({ theme }) => theme.yellow[500]};
  padding: 4px 10px 8px;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const MenuLink = styled(NavLink)`
  flex: none;
  padding: 10px 12px;
  border-radius: 8px;
  color: ${({ theme }) => theme.surface};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &.active {
    background: ${({ theme }) => theme.yellow[600]};
    color: ${({ theme }) => theme.ink};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[500]};
    outline-offset: -3px;
  }
`;

const Content = styled.div`
  min-width: 0;
  padding: 12px;
  ${({ theme }) => theme.media.md} {
    padding: 0;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 16px;
  margin-bottom: 12px;
  strong {
    font-size: 1.1rem;
  }
  span {
    color: ${({ theme }) => theme.muted};
  }
`;

/** A screen the user's permissions do not reach. */
function NoAccess() {
  return <Message role="alert">{th.staff.moduleForbidden}</Message>;
}

/**
 * The whole back office (docs/screens.md#back-office), mounted by the shell at /backoffice/* for staff and
 * admin only: a menu of the screens this user's permissions may view and the screen of the address.
 * The address of a screen they may not view says so (the server refuses its calls regardless); the
 * dashboard's address, when they may not view it, opens their first screen. Someone the site
 * requires to have a second factor who has none sees only its enrolment (the server answers them nothing else).
 */
export default function BackofficeApp() {
  const { user } = useCurrentUser();
  const mustEnrol = user?.second_factor === 'must_enrol';
  const sections = mustEnrol ? [] : sectionsFor(user?.permissions);
  const hidden = allSections.filter((section) => !sections.includes(section));
  const first = sections[0];
  return (
    <RemoteRoot name={remote.name} version={remote.version}>
      <Frame>
        <Menu aria-label={backofficeLabels.menu}>
          <MenuTitle>{backofficeLabels.title}</MenuTitle>
          {sections.map((section) => (
            <MenuLink key={section.path} to={sectionHref(section.path)} end={section.path === ''}>
              {section.label}
            </MenuLink>
          ))}
        </Menu>
        <Content>
          {user && (
            <Header>
              <strong>{backofficeLabels.title}</strong>
              <span>
                {user.username} · {backofficeLabels.roles[user.role]}
              </span>
            </Header>
          )}
          {mustEnrol ? (
            <EnrolmentPage />
          ) : (
            <Routes>
              {sections.map((section) =>
                section.path === '' ? (
                  <Route key="index" index element={section.element} />
                ) : (
                  <Route key={section.path} path={`${section.path}/*`} element={section.element} />
                ),
              )}
              {hidden.map((section) =>
                section.path === '' ? (
                  <Route key="index" index element={first ? <Navigate to={sectionHref(first.path)} replace /> : <NoAccess />} />
                ) : (
                  <Route key={section.path} path={`${section.path}/*`} element={<NoAccess />} />
                ),
              )}
              <Route path="*" element={<Navigate to={sectionHref('')} replace />} />
            </Routes>
          )}
        </Content>
      </Frame>
    </RemoteRoot>
  );
}
