import styled from 'styled-components';
import { th, withValues } from '@lotto/shared';
import { Button } from './Page';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 12px 0;
`;

const words = th.backoffice.common;

/** Pages of a list (docs/screens.md#control-names: หน้าแรก / หน้าสุดท้าย); nothing when there is one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Bar aria-label={words.pagination}>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(1)}>
        {words.firstPage}
      </Button>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previousPage}
      </Button>
      <span>{withValues(words.pageOf, { page, pages })}</span>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.nextPage}
      </Button>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(pages)}>
        {words.lastPage}
      </Button>
    </Bar>
  );
}
