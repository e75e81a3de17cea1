import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CHANGE_PIN_ANCHOR, paths, th } from '@lotto/shared';
import { Muted } from '@lotto/ui';

const words = th.account.links;

/** The member's other settings live on their own screens: this page links to them (shared paths, no other remote's code). */
const links = [
  { to: paths.playControl, label: words.playControl, hint: words.playControlHint },
  { to: `${paths.withdraw}#${CHANGE_PIN_ANCHOR}`, label: words.withdrawPin, hint: words.withdrawPinHint },
  { to: paths.inbox, label: words.inbox, hint: words.inboxHint },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 4px;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 10px;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.ink};
    background: ${({ theme }) => theme.yellow[50]};
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.yellow[200]};
  }
  ${Muted} {
    display: block;
    font-weight: 400;
  }
`;

/** ตั้งค่าอื่น ๆ: play limits, the withdrawal PIN (on the withdraw page), the inbox. */
export function AccountLinks() {
  return (
    <List>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>
            {link.label}
            <Muted>{link.hint}</Muted>
          </Link>
        </li>
      ))}
    </List>
  );
}
