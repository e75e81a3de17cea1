import styled from 'styled-components';

/** The links under the login box and the registration form: help, and the way to the other form. */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px;
  margin-top: 16px;
  a {
    font-weight: 600;
  }
`;
