import styled from 'styled-components';

/** The content column of a result screen: full width on a phone, centred on a desktop. */
export const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 12px 12px 96px;
  h1 {
    margin: 4px 0 12px;
    font-size: 1.35rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 20px 24px 48px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 20px 0 10px;
  font-size: 1.1rem;
  padding-left: 10px;
  border-left: 4px solid ${({ theme }) => theme.yellow[800]};
`;

/** A quiet message in place of content: nothing to show yet, or nothing of that kind. */
export const EmptyState = styled.p`
  margin: 12px 0;
  padding: 20px 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px dashed ${({ theme }) => theme.yellow[800]};
  color: ${({ theme }) => theme.ink};
  text-align: center;
`;
