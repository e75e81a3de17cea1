import { withValues, th } from '@lotto/shared';
import styled from 'styled-components';

const t = th.betting.slips;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 4px;
  margin-top: 16px;
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0 10px;
    border-radius: 8px;
    border: 1px solid #bdbdbd;
    background: ${({ theme }) => theme.surface};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    color: #9e9e9e;
  }
`;

/** `หน้าแรก`, previous, the page of pages, next, `หน้าสุดท้าย`. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Nav aria-label={withValues(t.pageOf, { page: String(page), pages: String(pages) })}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(1)}>
        {t.first}
      </button>
      <button type="button" aria-label={t.previous} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹
      </button>
      <span aria-hidden="true">
        {page} / {pages}
      </span>
      <button type="button" aria-label={t.next} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        ›
      </button>
      <button type="button" disabled={page >= pages} onClick={() => onPage(pages)}>
        {t.last}
      </button>
    </Nav>
  );
}
