import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccessTokens } from './accessToken';

/**
 * The device cookie: set at a successful login, it marks the browser as one its member has logged
 * in on, so that strangers' failures on the member's phone number never slow that browser down
 * (loginAttempts.ts). Its value is `<device id>.<signature>`, the signature an HMAC of the phone
 * number and the id under the server's key: it names no phone number, and it is valid only for the
 * phone number it was issued to.
 */
export const DEVICE_COOKIE_NAME = 'lotto_device';

/** A year: a member who logs in now and then stays known on their device. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Only the login reads it; no other request carries it. */
const DEVICE_COOKIE_PATH = '/cl-api/auth/login';

const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A staff member's device that has passed their second factor carries a third part: the signature
 * of its id marked so (docs/second-factor.md#code-attempts). A device cookie needs only the
 * password, so only this mark earns a device its own count of code attempts.
 */
const secondFactorProof = (tokens: AccessTokens, phone: string, deviceId: string) =>
  tokens.deviceSignature(phone, `${deviceId}:second-factor`);

function signedAs(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

export interface Device {
  deviceId: string;
  /** Whether this device has passed the second factor of the phone number's staff member. */
  passedSecondFactor: boolean;
}

/** The device of a cookie header's device cookie that is valid for `phone`, else undefined. */
export function deviceOf(tokens: AccessTokens, cookieHeader: string | undefined, phone: string): Device | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== DEVICE_COOKIE_NAME || !value) continue;
    const [deviceId, signature, proof] = value.split('.', 3);
    if (!deviceId || !DEVICE_ID_PATTERN.test(deviceId) || !signedAs(signature, tokens.deviceSignature(phone, deviceId))) continue;
    return { deviceId, passedSecondFactor: signedAs(proof, secondFactorProof(tokens, phone, deviceId)) };
  }
  return undefined;
}

/**
 * The Set-Cookie header value of a device cookie for `phone`: the same device id again when the
 * request carried a valid one (its failure count stays with it), else a new one; marked as having
 * passed the second factor when it has.
 */
export function deviceCookieHeader(
  tokens: AccessTokens,
  phone: string,
  {
    deviceId = randomBytes(16).toString('base64url'),
    passedSecondFactor = false,
    secure,
  }: { deviceId?: string; passedSecondFactor?: boolean; secure: boolean },
): string {
  const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`, `Path=${DEVICE_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  const parts = [
    deviceId,
    tokens.deviceSignature(phone, deviceId),
    ...(passedSecondFactor ? [secondFactorProof(tokens, phone, deviceId)] : []),
  ];
  return [`${DEVICE_COOKIE_NAME}=${parts.join('.')}`, ...attributes].join('; ');
}
