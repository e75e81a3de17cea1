import { css } from 'styled-components';

/** A slip's figures as a definition list: names on the left, amounts right-aligned in even digits. */
export const figureList = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
