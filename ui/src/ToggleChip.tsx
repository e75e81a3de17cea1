import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

/** How a pressed chip shows: a light yellow fill (filters, bet types) or the dark one with white text (modes). */
export type ToggleChipTone = 'light' | 'strong';

const Chip = styled.button<{ $tone: ToggleChipTone }>`
  min-height: 44px;
  padding: 0 14px;
  border-radius: 22px;
  border: 1px solid ${({ theme }) => theme.yellow[900]};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.ink};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme, $tone }) => ($tone === 'strong' ? theme.yellow[900] : theme.yellow[700])};
    color: ${({ theme, $tone }) => ($tone === 'strong' ? '#fff' : theme.ink)};
    font-weight: 700;
  }
  &:disabled {
    cursor: not-allowed;
    color: #9e9e9e;
    border-color: #e0e0e0;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

export interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'> {
  pressed: boolean;
  tone?: ToggleChipTone;
}

/** A button that stays pressed while its choice is on (a filter, a bet type, a mode): `aria-pressed` says so to a screen reader. */
export function ToggleChip({ pressed, tone = 'light', ...props }: ToggleChipProps) {
  return <Chip type="button" aria-pressed={pressed} $tone={tone} {...props} />;
}
