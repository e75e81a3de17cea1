import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** How long the challenge of a password accepted for a staff member with a second factor stays valid. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Keys of staff two-factor sign-in, each derived from the server secret for one use only. */
export interface SecondFactorKeys {
  /** The challenge a login answers instead of tokens: names the member whose password was right. */
  signChallenge(memberId: number): string;
  /** The member of a valid, unexpired challenge; null for anything else. */
  verifyChallenge(challenge: string): number | null;
  /** A TOTP secret as the database keeps it (AES-256-GCM): the database alone cannot give codes. */
  seal(secret: string): string;
  open(sealed: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function secondFactorKeys(serverSecret: string): SecondFactorKeys {
  const derive = (purpose: string) => createHmac('sha256', serverSecret).update(purpose).digest();
  const challengeKey = derive('second-factor-challenge').toString('base64');
  const sealKey = derive('second-factor-secret');
  const signer = createSigner({ key: challengeKey, algorithm: 'HS256', expiresIn: CHALLENGE_TTL_MS });
  const verifier = createVerifier({ key: challengeKey, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'purpose'] });
  return {
    signChallenge: (memberId) => signer({ sub: String(memberId), purpose: 'second-factor' }),
    verifyChallenge(challenge) {
      try {
        const payload = verifier(challenge) as { sub?: unknown; purpose?: unknown };
        if (payload.purpose !== 'second-factor' || typeof payload.sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(payload.sub)) return null;
        return Number(payload.sub);
      } catch {
        return null;
      }
    },
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
