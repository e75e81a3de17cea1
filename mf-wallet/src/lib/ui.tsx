import styled, { css } from 'styled-components';

/** The building blocks every panel of the money page shares. */
export const Card = styled.section`
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  padding: 16px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  min-width: 0;
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-weight: 600;
  }
`;

const control = css`
  font: inherit;
  padding: 10px 12px;
  border: 1px solid #bdbdbd;
  border-radius: 8px;
  background: #fff;
  min-height: 44px;
  width: 100%;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.9rem;
`;

export const Button = styled.button<{ $variant?: 'primary' | 'plain' }>`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 8px;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.yellow[800]};
  color: ${({ theme }) => theme.ink};
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.yellow[600] : '#fff')};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.yellow[600]};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

export const SubmitButton = styled(Button).attrs({ $variant: 'primary' as const })`
  width: 100%;
  font-size: 1.05rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
  font-size: 0.9rem;
`;
