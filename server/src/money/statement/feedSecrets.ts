import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Feed secrets of receiving accounts (docs/money.md#statement-lines): the server needs each secret
 * itself to check a push's HMAC, so the database keeps it sealed (AES-256-GCM) under a key derived
 * from the server secret; the database alone cannot sign a statement line.
 */
export interface FeedSecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function feedSecretBox(serverSecret: string): FeedSecretBox {
  const key = createHmac('sha256', serverSecret).update('bank-feed-secret').digest();
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** A new feed secret: 32 random bytes, shown once to the admin who made it. */
export const newFeedSecret = (): string => randomBytes(32).toString('base64url');

/** The X-Feed-Signature a push of `rawBody` at `timestamp` carries under `secret`. */
export function feedSignature(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

/** Whether `signature` is the push's, compared in constant time. */
export function isFeedSignature(secret: string, timestamp: string, rawBody: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(feedSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
