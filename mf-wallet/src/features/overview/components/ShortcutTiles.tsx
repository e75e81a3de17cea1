import { paths, th } from '@lotto/shared';
import { toast } from 'react-toastify';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const w = th.wallet;

const Tiles = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const tile = css`
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  min-height: 56px;
  padding: 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid #e0e0e0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.ink};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const TileLink = styled(Link)`
  ${tile}
`;

const DisabledTile = styled.button`
  ${tile}
  color: ${({ theme }) => theme.muted};
  background: #f5f5f5;
  cursor: not-allowed;
`;

/** Refer friend (not offered yet: it says so), bet, slips and the member's own account. */
export function ShortcutTiles() {
  return (
    <Tiles aria-label={th.pages.transfer}>
      {/* aria-disabled rather than disabled: a click still tells the member why. */}
      <DisabledTile type="button" aria-disabled="true" onClick={() => toast.info(w.comingSoon)}>
        {w.referFriend}
      </DisabledTile>
      <TileLink to={paths.lottoAll}>{th.nav.bet}</TileLink>
      <TileLink to={paths.transaction}>{th.nav.slips}</TileLink>
      <TileLink to={paths.account}>{th.account.link}</TileLink>
    </Tiles>
  );
}
