import { BACKOFFICE_PAGE_SIZE, type Paged } from '@lotto/shared';

/** JSON schemas shared by the back-office routes, for /docs and the answers' serialization. */

export const dateTime = { type: 'string', format: 'date-time' } as const;
export const baht = { type: 'number', description: 'Baht.' } as const;
export const bangkokDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, Bangkok.' } as const;


/** A page of BACKOFFICE_PAGE_SIZE: {data, limit, paging: {page, pages}, total}, as the money lists answer. */
export function pageOf(item: object) {
  return {
    type: 'object',
    required: ['data', 'limit', 'paging', 'total'],
    properties: {
      data: { type: 'array', items: item },
      limit: { type: 'integer' },
      paging: { type: 'object', required: ['page', 'pages'], properties: { page: { type: 'integer' }, pages: { type: 'integer' } } },
      total: { type: 'integer' },
    },
  } as const;
}

export const offsetOf = (page: number): number => (page - 1) * BACKOFFICE_PAGE_SIZE;

export function paged<T>(data: T[], total: number, page: number): Paged<T> {
  return {
    data,
    limit: BACKOFFICE_PAGE_SIZE,
    paging: { page, pages: Math.max(1, Math.ceil(total / BACKOFFICE_PAGE_SIZE)) },
    total,
  };
}
