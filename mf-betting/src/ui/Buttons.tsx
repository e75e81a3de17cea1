import styled from 'styled-components';

/** The screens' buttons: at least 44 px tall so that a thumb hits them on a phone. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'danger' ? theme.danger : $variant === 'secondary' ? '#bdbdbd' : theme.yellow[800])};
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $variant }) => ($variant === 'danger' ? '#fff' : theme.ink)};
  background: ${({ theme, $variant }) =>
    $variant === 'danger' ? theme.danger : $variant === 'secondary' ? theme.surface : theme.yellow[600]};
  &:disabled {
    cursor: not-allowed;
    color: #757575;
    background: #eeeeee;
    border-color: #e0e0e0;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
  margin-top: 16px;
`;
