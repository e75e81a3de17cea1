import styled from 'styled-components';

export const Section = styled.section`
  margin: 16px 12px;
  padding: 16px;
  border-radius: 16px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 1px 6px rgba(0, 0, 0, 0.06);
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  h2::before {
    content: '';
    width: 6px;
    height: 1.2em;
    border-radius: 3px;
    background: ${({ theme }) => theme.yellow[800]};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
`;
