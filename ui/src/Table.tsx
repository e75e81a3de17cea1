import type { ReactNode, TableHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** Below the md breakpoint each row becomes a card; each cell shows its column name (data-label). */
const cardsOnPhone = css`
  @media (max-width: 767px) {
    background: transparent;
    box-shadow: none;
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: 12px;
      padding: 8px 4px;
      border-radius: 12px;
      background: ${({ theme }) => theme.surface};
      box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
    }
    tbody tr + tr td {
      border-top: 0;
    }
    td {
      padding: 4px 10px;
    }
    td.number {
      text-align: left;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.8rem;
      color: ${({ theme }) => theme.muted};
    }
  }
`;

/** A small table inside a dialog: every column but the first right-aligned, no cards on a phone. */
const compactRules = css`
  box-shadow: none;
  border-radius: 0;
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 6px 4px;
    border-bottom: 1px solid #eeeeee;
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    background: none;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.muted};
  }
  tbody tr + tr td {
    border-top: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.muted};
  }
`;

/**
 * A data table on a desktop or tablet; below the md breakpoint each row becomes a card whose cells
 * carry their column name (data-label), so nothing scrolls sideways on a phone.
 */
const Frame = styled.table<{ $compact: boolean }>`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  overflow: hidden;
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  margin-bottom: 12px;
  caption {
    padding: 8px 4px;
    text-align: left;
    font-weight: 700;
  }
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.yellow[100]};
    font-size: 0.9rem;
    white-space: nowrap;
  }
  tbody tr + tr td {
    border-top: 1px solid #eee;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${({ $compact }) => ($compact ? compactRules : cardsOnPhone)}
`;

/** A column heading; `numeric` right-aligns the column on a wide screen. */
export type Column = string | { label: string; numeric?: boolean };

/**
 * The table: its column headings, then `children` (the rows of its body) and `footer` (rows of
 * totals). Give each cell `data-label` (its column's name) so that the phone's card shows what
 * the value is. `compact`: a small table of figures (in a dialog) that stays a table on a phone.
 */
export function Table({
  columns,
  caption,
  footer,
  compact = false,
  children,
  ...attributes
}: TableHTMLAttributes<HTMLTableElement> & {
  columns: readonly Column[];
  caption?: ReactNode;
  footer?: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Frame $compact={compact} {...attributes}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => {
            const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
            return (
              <th key={label} scope="col" className={numeric ? 'number' : undefined}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </Frame>
  );
}
