import styled from 'styled-components';

/** The white card the login box and the registration form sit on. */
export const Card = styled.div`
  margin: 16px auto;
  max-width: 480px;
  padding: 20px 16px;
  border-radius: 16px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08);
  border-top: 6px solid ${({ theme }) => theme.yellow[700]};
  h1,
  h2 {
    margin: 0 0 16px;
    text-align: center;
    font-size: 1.375rem;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid #9e9e9e;
  font: inherit;
  background: #fff;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.danger : '#9e9e9e')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 1px;
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.danger : '#9e9e9e')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 1px;
  }
`;

/** A field's message: the docs/api-conventions.md#validation-messages text, read out when it appears. */
export const FieldError = styled.span.attrs({ role: 'alert' })`
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 0.875rem;
`;

export const PrimaryButton = styled.button`
  width: 100%;
  min-height: 48px;
  margin-top: 4px;
  border: 0;
  border-radius: 10px;
  font: inherit;
  font-size: 1.0625rem;
  font-weight: 700;
  cursor: pointer;
  color: ${({ theme }) => theme.ink};
  background: ${({ theme }) => theme.yellow[700]};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.yellow[800]};
  }
  &:disabled {
    cursor: not-allowed;
    color: #616161;
    background: #e0e0e0;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

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

/** A password input with its show/hide toggle inside the same frame. */
export const PasswordFrame = styled.div`
  position: relative;
  input {
    padding-right: 84px;
  }
  button {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
    min-height: 36px;
    padding: 0 10px;
    border: 0;
    border-radius: 6px;
    background: ${({ theme }) => theme.yellow[100]};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
  }
`;
