import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, th } from '@lotto/shared';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  text-decoration: none;
  font-weight: 800;
  font-size: 1.125rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.ink};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
    border-radius: 8px;
  }
`;

/** On the narrowest phones the name makes room for the credit and logout, yet still names the link. */
const Name = styled.span<{ $compact: boolean }>`
  @media (max-width: 399.98px) {
    ${({ $compact }) =>
      $compact && `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
  }
`;

/** The site's mark: a gold coin with ๑ (Thai one), drawn inline so it needs no file. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#f57f17" />
      <circle cx="20" cy="20" r="15" fill="#ffd600" stroke="#fff59d" strokeWidth="2" />
      <text x="20" y="27" textAnchor="middle" fontSize="20" fontWeight="800" fill="#bf360c" fontFamily="Sarabun, sans-serif">
        ๑
      </text>
    </svg>
  );
}

/** The logo, a link home named by its visible text, the site's name. */
export function Logo({ size = 32, compact = false }: { size?: number; compact?: boolean }) {
  return (
    <Home to={paths.home}>
      <Mark size={size} />
      <Name $compact={compact}>{th.nav.siteName}</Name>
    </Home>
  );
}
