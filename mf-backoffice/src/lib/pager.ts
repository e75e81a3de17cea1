import { backofficeLabels } from '@lotto/shared';

const words = backofficeLabels.common;

/** The back office's pager words and name (docs/screens.md#control-names: หน้าแรก / หน้าสุดท้าย), spread into Pagination or PagedList. */
export const pager = {
  words: { first: words.firstPage, previous: words.previousPage, next: words.nextPage, last: words.lastPage, pageOf: words.pageOf },
  label: words.pagination,
};
