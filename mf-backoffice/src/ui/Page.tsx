import styled, { css } from 'styled-components';

/** The building blocks every back-office screen shares: the site's theme, desktop first, still usable on a phone. */
export const PageTitle = styled.h1`
  margin: 0 0 12px;
  font-size: 1.35rem;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  padding: 16px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  min-width: 0;
  margin-bottom: 16px;
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

const control = css`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid #bdbdbd;
  border-radius: 8px;
  background: #fff;
  min-height: 44px;
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

export const TextArea = styled.textarea`
  ${control}
  width: 100%;
  min-height: 88px;
  resize: vertical;
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

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.9rem;
`;

export type ButtonVariant = 'primary' | 'plain' | 'danger' | 'success';

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  padding: 6px 14px;
  border-radius: 8px;
  cursor: pointer;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.yellow[800]};
  color: ${({ theme }) => theme.ink};
  background: ${({ theme }) => theme.surface};
  ${({ theme, $variant }) =>
    $variant === 'primary' &&
    css`
      background: ${theme.yellow[600]};
    `}
  ${({ theme, $variant }) =>
    ($variant === 'danger' || $variant === 'success') &&
    css`
      border-color: ${$variant === 'danger' ? theme.danger : theme.success};
      background: ${$variant === 'danger' ? theme.danger : theme.success};
      color: #fff;
    `}
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.yellow[600]};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 0.9rem;
`;

/** A short coloured tag: a state, a warning. */
export const Badge = styled.span<{ $tone?: 'neutral' | 'good' | 'bad' | 'warn' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) =>
    $tone === 'good' ? '#e8f5e9' : $tone === 'bad' ? '#ffebee' : $tone === 'warn' ? '#fff3e0' : '#eeeeee'};
  color: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.success : $tone === 'bad' ? theme.danger : $tone === 'warn' ? '#e65100' : theme.ink};
`;

export const Money = styled.span<{ $signed?: number }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme, $signed }) =>
    $signed === undefined || $signed === 0 ? 'inherit' : $signed > 0 ? theme.success : theme.danger};
`;

export const Message = styled.p`
  margin: 12px 0;
  padding: 20px 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px dashed ${({ theme }) => theme.yellow[800]};
  text-align: center;
`;
