/**
 * Ranges of the database columns that request values end up in: a value outside them is refused
 * by the schema rather than by PostgreSQL (which would answer an error the client caused).
 */

/** Largest value of a smallint (int2) column: bank ids. */
export const INT2_MAX = 32_767;

/** Largest value of an integer (int4) column: ids, rates ×100. */
export const INT4_MAX = 2_147_483_647;

/** Largest baht amount whose satang (a bigint column) JavaScript still counts exactly. */
export const MAX_BAHT = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** Largest rate (baht per baht): rate_x100 is an int4 column. */
export const MAX_RATE = Math.floor(INT4_MAX / 100);

/** Pages of a list a client may ask for; offsets stay far inside a bigint. */
export const MAX_PAGE = 1_000_000;

/** How an id is written in a request: digits only, no sign, space, leading zero, exponent or hex. */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;
