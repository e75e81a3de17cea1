import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createTestMember, type TestMember } from '../testing/members';
import { adminRoutesOf, testRequest as request } from '../testing/adminRoutes';
import { setUpTestApp } from '../testing/testApp';

/**
 * Every /admin-api/ route the app serves, read from the app itself, so that a route added later
 * is checked too: a guest gets 401, a member 403, and a staff account with the staff role's
 * permissions (what it had before permissions per module) 403 on the routes it could not call
 * then. permissions.test.ts checks each module's routes.
 */

/**
 * Routes of docs/screens.md#back-office that the staff role's permissions do not reach (the
 * admins' routes before permissions per module, less the two reads of risk it may view now).
 */
const STAFF_ROLE_REFUSED = new Set([
  'PUT /admin-api/lotteries/:code',
  'PUT /admin-api/lotteries/:code/rates',
  'PUT /admin-api/lotteries/:code/rate-bands',
  'PUT /admin-api/lotteries/:code/risk',
  'PUT /admin-api/rounds/:round_id/risk',
  'POST /admin-api/limited-numbers',
  'DELETE /admin-api/limited-numbers/:id',
  'POST /admin-api/rounds/:round_id/void',
  'PATCH /admin-api/site-config',
  'GET /admin-api/site-config/second-factor',
  'PUT /admin-api/site-config/second-factor',
  'GET /admin-api/site-config/money',
  'PUT /admin-api/site-config/money',
  'GET /admin-api/site-config/maintenance',
  'PUT /admin-api/site-config/maintenance',
  'POST /admin-api/bank-accounts',
  'PUT /admin-api/bank-accounts/:account_id',
  'POST /admin-api/bank-accounts/:account_id/feed-secret',
  'POST /admin-api/members/:id/credit-adjustments',
  'GET /admin-api/staff',
  'POST /admin-api/staff',
  'PUT /admin-api/staff/:id/permissions',
  'DELETE /admin-api/staff/:id/totp',
  'GET /admin-api/remotes',
  'POST /admin-api/remotes/:name/pin',
  'POST /admin-api/remotes/:name/unpin',
  'POST /admin-api/remotes/:name/canary',
  'POST /admin-api/remotes/:name/promote',
  'POST /admin-api/remotes/:name/abort',
  'GET /admin-api/result-sources',
  'PUT /admin-api/result-sources/:code',
  'POST /admin-api/announcements',
  'GET /admin-api/announcements',
  'DELETE /admin-api/announcements/:id',
]);

/** Routes that refuse every role: nobody, staff included, may end a member's time-out or self-exclusion early. */
const REFUSED_TO_ALL = new Set(['DELETE /admin-api/members/:id/protection/break']);

/** The routes of the back-office contract: the listing must at least find these. */
const CONTRACT_ROUTES = [
  'GET /admin-api/deposits',
  'GET /admin-api/withdrawals',
  'POST /admin-api/deposits/:id/approve',
  'POST /admin-api/deposits/:id/reject',
  'POST /admin-api/withdrawals/:id/approve',
  'POST /admin-api/withdrawals/:id/reject',
  'POST /admin-api/rounds/:round_id/result',
  'PATCH /admin-api/rounds/:round_id',
  'GET /admin-api/dashboard',
  'GET /admin-api/rounds',
  'GET /admin-api/lotteries',
  'GET /admin-api/members',
  'GET /admin-api/members/:id',
  'GET /admin-api/members/:id/ledger',
  'GET /admin-api/members/:id/slips',
  'POST /admin-api/members/:id/suspend',
  'POST /admin-api/members/:id/reactivate',
  'GET /admin-api/audit',
  'POST /admin-api/withdrawals/:id/paid',
  'GET /admin-api/bank-accounts',
  'POST /admin-api/bank-accounts/:account_id/statement-csv',
  'GET /admin-api/bank-accounts/:account_id/reconciliation',
  'GET /admin-api/limited-numbers',
  'GET /admin-api/rounds/:round_id/exposure',
  ...STAFF_ROLE_REFUSED,
];

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

let member: TestMember;
let staff: TestMember;
let admin: TestMember;
let adminRoutes: string[];
beforeAll(async () => {
  member = await createTestMember(app, database.db);
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
  adminRoutes = adminRoutesOf(app);
});

test('the listing finds every route of the back-office contract', () => {
  expect(adminRoutes).toEqual(expect.arrayContaining(CONTRACT_ROUTES));
  expect(new Set(adminRoutes).size).toBe(adminRoutes.length);
});

test('every /admin-api/ route is described at /docs, with the Bearer lock', () => {
  const paths = (app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> }).paths;
  const undocumented = adminRoutes.filter((route) => {
    const [method, path] = route.split(' ') as [string, string];
    const operation = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    return !operation?.security;
  });
  expect(undocumented).toEqual([]);
});

test('every /admin-api/ route refuses a guest with 401 and a member with 403', async () => {
  const answers: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const route of adminRoutes) {
    const guest = await app.inject(request(route));
    const asMember = await app.inject(request(route, member.bearer));
    answers[route] = { guest: [guest.statusCode, guest.json()], member: [asMember.statusCode, asMember.json()] };
    expected[route] = {
      guest: [401, { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' }],
      member: [403, { status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' }],
    };
  }
  expect(answers).toEqual(expected);
});

test("the staff role's permissions get 403 where staff did before and pass the check on the others; admins pass it everywhere", async () => {
  const refusedStaff: string[] = [];
  const refusedAdmin: string[] = [];
  for (const route of adminRoutes.filter((listed) => !REFUSED_TO_ALL.has(listed))) {
    const asStaff = await app.inject(request(route, staff.bearer));
    if (asStaff.statusCode === 401 || asStaff.statusCode === 403) refusedStaff.push(route);
    const asAdmin = await app.inject(request(route, admin.bearer));
    if (asAdmin.statusCode === 401 || asAdmin.statusCode === 403) refusedAdmin.push(route);
  }
  expect(refusedStaff.sort()).toEqual(adminRoutes.filter((route) => STAFF_ROLE_REFUSED.has(route)).sort());
  expect(refusedAdmin).toEqual([]);
  for (const route of REFUSED_TO_ALL) expect((await app.inject(request(route, admin.bearer))).statusCode).toBe(403);
});
