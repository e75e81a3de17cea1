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

/** The device id of a cookie header's device cookie that is valid for `phone`, else undefined. */
export function deviceIdOf(tokens: AccessTokens, cookieHeader: string | undefined, phone: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== DEVICE_COOKIE_NAME || !value) continue;
    const [deviceId, signature] = value.split('.', 2);
    if (!deviceId || !signature || !DEVICE_ID_PATTERN.test(deviceId)) continue;
    const expected = Buffer.from(tokens.deviceSignature(phone, deviceId));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return deviceId;
  }
  return undefined;
}

/**
 * The Set-Cookie header value of a device cookie for `phone`: the same device id again when the
 * request carried a valid one (its failure count stays with it), else a new one.
 */
export function deviceCookieHeader(
  tokens: AccessTokens,
  phone: string,
  { deviceId = randomBytes(16).toString('base64url'), secure }: { deviceId?: string; secure: boolean },
): string {
  const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`, `Path=${DEVICE_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${DEVICE_COOKIE_NAME}=${deviceId}.${tokens.deviceSignature(phone, deviceId)}`, ...attributes].join('; ');
}
