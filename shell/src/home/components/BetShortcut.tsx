import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th } from '@lotto/shared';

const Shortcut = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  margin: 16px 12px;
  padding: 18px 16px;
  border-radius: 16px;
  text-decoration: none;
  color: ${({ theme }) => theme.yellow[500]};
  background: ${({ theme }) => theme.ink};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  strong {
    font-size: 1.75rem;
  }
  span {
    color: ${({ theme }) => theme.yellow[100]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** docs/screens.md#screens-and-routes: members on narrow screens get a large bet shortcut on the home page. */
export function BetShortcut() {
  return (
    <Shortcut to={paths.lottoAll}>
      <strong>{th.home.betShortcut}</strong>
      <span>{th.home.betShortcutSub}</span>
    </Shortcut>
  );
}
