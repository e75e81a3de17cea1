import styled from 'styled-components';

/** The content column of a screen: full width on a phone, centred on a desktop. */
export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 12px 24px;
  h1 {
    margin: 4px 0 12px;
    font-size: 1.35rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 20px 24px 32px;
  }
`;

export const PageTitle = styled.h1<{ $center?: boolean }>`
  margin: 0 0 12px;
  font-size: 1.35rem;
  text-align: ${({ $center }) => ($center ? 'center' : 'inherit')};
`;

/** A heading of a part of a page, with the site's yellow mark. */
export const SectionTitle = styled.h2`
  margin: 20px 0 10px;
  font-size: 1.1rem;
  padding-left: 10px;
  border-left: 4px solid ${({ theme }) => theme.yellow[800]};
`;

/**
 * A white panel. `$width` centres it at that width (the login box); `$accent` gives it the
 * site's yellow top edge.
 */
export const Card = styled.section<{ $width?: string; $accent?: boolean }>`
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  padding: 16px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  min-width: 0;
  margin: ${({ $width }) => ($width ? '16px auto' : '0 0 16px')};
  max-width: ${({ $width }) => $width ?? 'none'};
  border-top: ${({ theme, $accent }) => ($accent ? `6px solid ${theme.yellow[700]}` : '0')};
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
`;

/** A row of filters or actions above a list. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

/** A quiet message in place of content: nothing to show yet, or nothing of that kind. */
export const Message = styled.p`
  margin: 12px 0;
  padding: 20px 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px dashed ${({ theme }) => theme.yellow[800]};
  color: ${({ theme }) => theme.ink};
  text-align: center;
`;

/** A short coloured tag: a state, a warning. Each tone's text reaches 4.5:1 on its background (warn: 5.1:1). */
export const Badge = styled.span<{ $tone?: 'neutral' | 'good' | 'bad' | 'warn' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) => ($tone === 'good' ? '#e8f5e9' : $tone === 'bad' ? '#ffebee' : $tone === 'warn' ? '#fff3e0' : '#eeeeee')};
  color: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.success : $tone === 'bad' ? theme.danger : $tone === 'warn' ? '#bf360c' : theme.ink};
`;

/** An amount: tabular digits; green above zero and red below when `$signed` is given. */
export const Money = styled.span<{ $signed?: number }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme, $signed }) => ($signed === undefined || $signed === 0 ? 'inherit' : $signed > 0 ? theme.success : theme.danger)};
`;
