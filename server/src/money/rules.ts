import { STATEMENT_PAGE_SIZE, WITHDRAWALS_PER_DAY } from '@lotto/shared';

/** docs/api-conventions.md#several-servers: a slip image is at most 5 MB. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

export type SlipContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * The image type of `bytes` by their magic numbers, or null when they are no image we accept.
 * The file name and the client's content type are never trusted: a renamed text file stays text.
 */
export function detectImageType(bytes: Uint8Array): SlipContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A member may hold this many uploaded slips that back no deposit yet, within UNUSED_SLIP_LIFETIME_MS. */
export const UNUSED_SLIPS_PER_MEMBER = 20;
/** Slips that back no deposit are removed after a day. */
export const UNUSED_SLIP_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often server.ts removes them. */
export const UNUSED_SLIP_SWEEP_MS = 60 * 60 * 1000;

const EXTENSIONS: Record<SlipContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The file name a downloaded slip is saved under. */
export function slipDownloadName(slipId: string, contentType: SlipContentType): string {
  return `slip-${slipId}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

const SLIP_PATH = '/lto-public-api/slip/';
/** Slip ids are 24 random bytes in base64url (see newSlipId). */
const SLIP_ID = /^[A-Za-z0-9_-]{32}$/;

export function slipUrl(slipId: string): string {
  return `${SLIP_PATH}${slipId}`;
}

/**
 * The slip id in a deposit's file_url: the path upload_slip answered, as it is or made absolute
 * by a client that prefixes its API host. Null for anything else.
 */
export function slipIdFromUrl(fileUrl: string): string | null {
  let path: string;
  try {
    path = new URL(fileUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(SLIP_PATH)) return null;
  const id = path.slice(SLIP_PATH.length);
  return SLIP_ID.test(id) ? id : null;
}

/**
 * docs/api-conventions.md#constants states 15 withdrawals a day. Every request of the Bangkok day counts unless
 * staff rejected it: a rejected request returned its money, so it should not use up the allowance.
 */
export function dailyWithdrawalLimitReached(notRejectedToday: number): boolean {
  return notRejectedToday >= WITHDRAWALS_PER_DAY;
}

/** Paging of a list: the page asked for and the number of pages, at least 1 so "1 of 1" shows for nothing. */
export function paging(total: number, page: number, limit = STATEMENT_PAGE_SIZE): { page: number; pages: number } {
  return { page, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** Statement ids are unique across deposits and withdrawals, whose own ids overlap. */
export function transactionId(type: 'deposit' | 'withdraw', id: number): string {
  return `${type}-${id}`;
}
