import styled from 'styled-components';

/**
 * A data table on a desktop or tablet; below the md breakpoint each row becomes a card whose cells
 * carry their column name (data-label), so nothing scrolls sideways on a phone.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.surface};
  border-radius: 12px;
  overflow: hidden;
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
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
  }
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
