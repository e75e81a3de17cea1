import type { Page } from 'playwright-core';
import { uniquePng } from '../../tooling/testing/uniquePng';
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

/** The withdrawal PIN registerMember sets (docs/money.md#withdrawals). */
export const MEMBER_PIN = '246810';

/** Sets the member's withdrawal PIN to MEMBER_PIN, with the member's password. */
export async function setWithdrawPin(site: RunningSite, member: Session & { password: string }): Promise<void> {
  await callApi(site, 'PUT', '/cl-api/auth/withdraw-pin', member.token, { password: member.password, pin: MEMBER_PIN });
}

/**
 * Registers a new member with a fresh phone number and bank account; answers them logged in, with
 * the withdrawal PIN MEMBER_PIN unless `withPin` is false (a member who has never withdrawn).
 */
export async function registerMember(
  site: RunningSite,
  { withPin = true } = {},
): Promise<{ username: string; password: string } & Session> {
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
  const member = { username, password, ...(await login(site, { username, password })) };
  if (withPin) await setWithdrawPin(site, member);
  return member;
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

/** A new member holding `baht` of credit, credited as the site does. */
export async function fundedMember(site: RunningSite, baht: number): Promise<Session> {
  const member = await registerMember(site);
  await giveCredit(site, member, baht);
  return member;
}

/** The member's credit in baht, as /me answers it. */
export async function memberCredit(site: RunningSite, member: Session): Promise<number> {
  return (await callApi(site, 'GET', '/cl-api/auth/me', member.token)).credit;
}

export interface OpenRound {
  round_id: string;
  code: string;
  type: string;
  name: string;
  /** The Bangkok date of its draw, YYYY-MM-DD: tomorrow's for a round open this evening. */
  date: string;
}

const DAILY = ['hanoi', 'hanoi_vip', 'hanoi_special', 'lao_star'];

/** Daily lotteries' rounds open now with two minutes or more to go: rounds a test may bet on, close and settle. */
export async function openDailyRounds(site: RunningSite, token: string): Promise<OpenRound[]> {
  const running = await callApi(site, 'POST', '/lto-public-api/lotto/bet_running', token);
  const now = Date.now();
  return running.single.filter(
    (round: { code: string; start_at: string; end_at: string }) =>
      DAILY.includes(round.code) && Date.parse(round.start_at) <= now && Date.parse(round.end_at) > now + 120_000,
  );
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
