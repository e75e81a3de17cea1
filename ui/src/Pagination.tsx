import styled from 'styled-components';
import { withValues } from '@lotto/shared';
import { Button } from './controls';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 12px 0;
`;

/** The words of a pager, from the screen's labels in `@lotto/shared` (`หน้าแรก` … `หน้าสุดท้าย`). */
export interface PaginationWords {
  first: string;
  previous: string;
  next: string;
  last: string;
  /** with `{page}` and `{pages}` */
  pageOf: string;
}

/**
 * Pages of a list (docs/screens.md#control-names): first, previous, page of pages, next, last;
 * nothing when there is one page. The bar is named `label`, or the page of pages.
 */
export function Pagination({
  page,
  pages,
  onPage,
  words,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  words: PaginationWords;
  label?: string;
}) {
  if (pages <= 1) return null;
  const pageOf = withValues(words.pageOf, { page, pages });
  return (
    <Bar aria-label={label ?? pageOf}>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(1)}>
        {words.first}
      </Button>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </Button>
      <span>{pageOf}</span>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.next}
      </Button>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(pages)}>
        {words.last}
      </Button>
    </Bar>
  );
}
