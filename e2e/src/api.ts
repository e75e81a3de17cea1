import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import type { RunningSite } from './site';

/**
 * The real server's API as a browser test's set-up uses it: members, credit and staff decisions
 * are made through the same calls the site makes, never by writing to the database.
 */
export const DEMO_MEMBER = { username: '0800000001', password: 'demo1234' } as const;
export const DEMO_ADMIN = { username: '0800000099', password: 'admin1234' } as const;

export interface Session {
  token: string;
  refresh_token: string;
}

/** One call; answers the envelope's payload, or throws with the server's status and message. */
// Tests read answers loosely; each test asserts the fields it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function callApi<T = any>(
  site: RunningSite,
  method: string,
  path: string,
  token: string | null,
  body?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(site.url + path, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.payload as T;
}

export function login(site: RunningSite, user: { username: string; password: string }): Promise<Session> {
  return callApi<Session>(site, 'POST', '/cl-api/auth/login', null, user);
}

let memberCount = 0;

/** Registers a new member with a fresh phone number and bank account; answers them logged in. */
export async function registerMember(site: RunningSite): Promise<{ username: string; password: string } & Session> {
  memberCount += 1;
  const suffix = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${memberCount % 100}`.padStart(2, '0');
  const username = `09${suffix}`;
  const password = 'secret12';
  await callApi(site, 'POST', '/cl-api/auth/register', null, {
    username,
    password,
    confirm_password: password,
    accounts: [{ bank_id: 1, account_name: 'สมาชิก ทดสอบระบบ', account_number: `1${suffix}${memberCount % 10}` }],
  });
  return { username, password, ...(await login(site, { username, password })) };
}

/**
 * A small PNG of one random colour: a slip picture whose bytes differ on every call, so that a
 * server refusing reused slip images takes each one.
 */
export function uniquePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const colour = randomBytes(3);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: 8 }, () => colour)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A member's deposit with a slip, as the money page makes it, left pending; answers its id. */
export async function requestDeposit(site: RunningSite, member: Session, baht: number, slip = uniquePng()): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(slip)], { type: 'image/png' }), 'slip.png');
  const uploaded = await fetch(`${site.url}/lto-public-api/upload_slip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  const { payload } = await uploaded.json();
  if (!uploaded.ok) throw new Error(`upload_slip: ${uploaded.status} ${JSON.stringify(payload)}`);
  const bank = await callApi(site, 'POST', '/lto-public-api/bank_deposit', member.token);
  const deposit = await callApi(site, 'POST', '/lto-public-api/deposit', member.token, {
    amount: baht,
    bank_id: bank.bank_id,
    time: '12:00',
    file_url: payload.file_url,
  });
  return String(deposit._id).replace('deposit-', '');
}

/** Credits a member as the site does: a deposit with a slip, approved by the demo admin. */
export async function giveCredit(site: RunningSite, member: Session, baht: number, slip = uniquePng()): Promise<void> {
  const id = await requestDeposit(site, member, baht, slip);
  const admin = await login(site, DEMO_ADMIN);
  await callApi(site, 'POST', `/admin-api/deposits/${id}/approve`, admin.token, {});
}

/**
 * Opens the site in `page` already logged in: the token pair goes where the site keeps it
 * (redux-persist's `persist:client-token` in localStorage) before the first script runs.
 */
export async function openLoggedIn(page: Page, site: RunningSite, session: Session, path = '/'): Promise<void> {
  const stored = {
    token: JSON.stringify(session.token),
    refresh_token: JSON.stringify(session.refresh_token),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('persist:client-token', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, JSON.stringify(stored));
  await page.goto(site.url + path);
}
