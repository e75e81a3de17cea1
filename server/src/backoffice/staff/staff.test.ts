import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createTestMember, testPhone, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

let admin: TestMember;
beforeAll(async () => {
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

test('an admin creates a staff account that logs in and reaches the back office, with an audit row', async () => {
  const username = testPhone();
  const created = await app.inject({
    method: 'POST',
    url: '/admin-api/staff',
    headers: { authorization: admin.bearer },
    payload: { username, password: 'secret12', role: 'staff' },
  });
  expect(created.json()).toEqual({
    status: 'success',
    message: 'เพิ่มผู้ใช้งานหลังบ้านสำเร็จ',
    payload: {
      id: expect.any(Number),
      username,
      role: 'staff',
      status: 'active',
      created_at: expect.any(String),
      second_factor: false,
      // A new staff account has what the staff role had before permissions per module.
      permissions: {
        modules: {
          money: 'manage',
          rounds: 'manage',
          risk: 'view',
          members: 'manage',
          reports: 'manage',
          site: 'none',
          staff: 'none',
          releases: 'none',
        },
        approval_limit: null,
      },
    },
  });
  const id = created.json().payload.id as number;

  const login = await app.inject({ method: 'POST', url: '/cl-api/auth/login', payload: { username, password: 'secret12' } });
  const bearer = `Bearer ${login.json().payload.token as string}`;
  expect((await app.inject({ method: 'GET', url: '/admin-api/dashboard', headers: { authorization: bearer } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/admin-api/staff', headers: { authorization: bearer } })).statusCode).toBe(403);

  const list = await app.inject({ method: 'GET', url: '/admin-api/staff', headers: { authorization: admin.bearer } });
  expect(list.json().payload).toEqual(expect.arrayContaining([expect.objectContaining({ id, username, role: 'staff' })]));
  const audit = await app.inject({
    method: 'GET',
    url: `/admin-api/audit?action=staff.create&target=member:${id}`,
    headers: { authorization: admin.bearer },
  });
  expect(audit.json().payload.data).toMatchObject([{ actor_id: admin.id, before: null, after: { username, role: 'staff' } }]);
});

test('a taken phone number or a bad role is refused', async () => {
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/admin-api/staff', headers: { authorization: admin.bearer }, payload });
  const taken = await post({ username: admin.username, password: 'secret12', role: 'staff' });
  expect([taken.statusCode, taken.json()]).toEqual([409, { status: 'error', code: 'DUPLICATE', message: 'มีชื่อผู้ใช้งานนี้แล้ว' }]);
  const badRole = await post({ username: testPhone(), password: 'secret12', role: 'member' });
  expect([badRole.statusCode, badRole.json()]).toEqual([400, { status: 'error', code: 'VALIDATION', message: 'เลือกสิทธิ์ผู้ใช้งาน' }]);
});
