import styled from 'styled-components';

/** The content column of a betting screen: full width on a phone, centred on a desktop. */
export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 12px 16px;
  h1 {
    margin: 4px 0 8px;
    font-size: 1.35rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 20px 24px 24px;
  }
`;
