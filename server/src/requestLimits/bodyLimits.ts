const KIB = 1024;

/**
 * Largest request bodies, in bytes, checked against Content-Length before a byte is read and
 * while reading. Every JSON call of the API is a small form; a slip of 500 lines is the largest
 * (at most about 100 bytes a line: 50 KB); the slip image upload has its own multipart limits besides.
 */
export const BODY_LIMITS = {
  /** Every route that does not say otherwise (Fastify's `bodyLimit` option). */
  default: 16 * KIB,
  /** place_bet, and saving a cart as a saved slip (as many lines). */
  slip: 96 * KIB,
  /** A staff member's statement CSV: at most 1,000,000 characters, up to 3 bytes each in UTF-8 (Thai), and JSON's escapes. */
  statementCsv: 4 * 1024 * KIB,
  /** A bank feed's push: at most 500 statement lines, each at most about 600 bytes with every field at its longest (names in Thai). */
  statementPush: 512 * KIB,
} as const;
