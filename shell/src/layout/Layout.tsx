import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th } from '@lotto/shared';
import { SupportButton } from '@lotto/shared/client';
import { bottomTabItems, topBarItems } from './navItems';
import { useMemberNavigation } from './useMemberNavigation';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.yellow[600]};
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  margin-right: auto;
`;

const WideNav = styled.nav`
  display: none;
  gap: 4px;
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const NavButton = styled.button`
  border: 0;
  background: transparent;
  font: inherit;
  padding: 8px 12px;
  border-radius: 8px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.yellow[300]};
  }
`;

const Main = styled.main`
  min-height: 70vh;
  padding-bottom: 72px;
  ${({ theme }) => theme.media.md} {
    padding-bottom: 0;
  }
`;

const BottomTabs = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  background: ${({ theme }) => theme.yellow[600]};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const Footer = styled.footer`
  padding: 24px;
  text-align: center;
  font-weight: 700;
`;

const FloatingContact = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
`;

export function Layout({ children }: { children: ReactNode }) {
  const go = useMemberNavigation();
  return (
    <>
      <Bar>
        <Logo to={paths.home}>LOTTO</Logo>
        <WideNav aria-label="เมนูหลัก">
          {topBarItems.map((item) => (
            <NavButton key={item.label} type="button" onClick={() => go(item)}>
              {item.label}
            </NavButton>
          ))}
        </WideNav>
      </Bar>
      <Main>{children}</Main>
      <BottomTabs aria-label="เมนูด้านล่าง">
        {bottomTabItems.map((item) => (
          <NavButton key={item.label} type="button" onClick={() => go(item)}>
            {item.label}
          </NavButton>
        ))}
      </BottomTabs>
      <WideOnly>
        <Footer>LOTTO</Footer>
        <FloatingContact>
          <SupportButton label={th.auth.needHelp} />
        </FloatingContact>
      </WideOnly>
    </>
  );
}
