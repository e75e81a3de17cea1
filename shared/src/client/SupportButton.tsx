import styled from 'styled-components';
import { usableLink } from '../config/siteConfig';
import { useLoadConfigQuery } from './api';

const Link = styled.a`
  display: inline-block;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.yellow[700]};
  color: ${({ theme }) => theme.ink};
  text-decoration: none;
`;

/**
 * A help button that opens the support link of the site configuration (line_url). docs/screens.md#the-product: the
 * link is used only if it contains http; otherwise the button is shown but leads nowhere.
 */
export function SupportButton({ label, className }: { label: string; className?: string }) {
  const { data } = useLoadConfigQuery();
  const link = usableLink(data?.line_url);
  if (!link) {
    return (
      <Link as="button" type="button" disabled className={className}>
        {label}
      </Link>
    );
  }
  return (
    <Link href={link} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </Link>
  );
}
