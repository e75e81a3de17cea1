import type { BetStatus } from '@lotto/shared';
import styled from 'styled-components';

const COLOURS: Record<BetStatus, [string, string]> = {
  running: ['#e3f2fd', '#0d47a1'],
  prize: ['#e8f5e9', '#1b5e20'],
  no_prize: ['#f5f5f5', '#424242'],
  reject: ['#ffebee', '#b71c1c'],
};

/** A slip's or line's status in its Thai words, coloured by status. */
export const StatusBadge = styled.span<{ $status: BetStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $status }) => COLOURS[$status][0]};
  color: ${({ $status }) => COLOURS[$status][1]};
`;
