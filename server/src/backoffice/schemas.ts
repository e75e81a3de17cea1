import { BACKOFFICE_PAGE_SIZE, BET_TYPES, type Paged } from '@lotto/shared';

/** JSON schemas shared by the back-office routes, for /docs and the answers' serialization. */

export const dateTime = { type: 'string', format: 'date-time' } as const;
export const baht = { type: 'number', description: 'Baht.' } as const;
export const betType = { type: 'string', enum: BET_TYPES } as const;
export const bangkokDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, Bangkok.' } as const;

/** Pages are of BACKOFFICE_PAGE_SIZE, but for the money queues, which keep the members' statement's. */
export const offsetOf = (page: number, limit = BACKOFFICE_PAGE_SIZE): number => (page - 1) * limit;

/** A page as every list answers: {data, limit, paging: {page, pages}, total} (the schema is money's pageOf). */
export function paged<T>(data: T[], total: number, page: number, limit = BACKOFFICE_PAGE_SIZE): Paged<T> {
  return { data, limit, paging: { page, pages: Math.max(1, Math.ceil(total / limit)) }, total };
}
