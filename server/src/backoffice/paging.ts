import { BACKOFFICE_PAGE_SIZE, type Paged } from '@lotto/shared';

/** Pages are of BACKOFFICE_PAGE_SIZE, but for the money queues, which keep the members' statement's. */
export const offsetOf = (page: number, limit = BACKOFFICE_PAGE_SIZE): number => (page - 1) * limit;

/** A page as every list answers: {data, limit, paging: {page, pages}, total} (the schema: pageOf). */
export function paged<T>(data: T[], total: number, page: number, limit = BACKOFFICE_PAGE_SIZE): Paged<T> {
  return { data, limit, paging: { page, pages: Math.max(1, Math.ceil(total / limit)) }, total };
}
