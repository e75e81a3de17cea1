import { everyModuleAt, STAFF_MODULES, type ModulePermissions, type StaffModule } from '@lotto/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { storeStaffPermissions } from '../members/staffPermissions';
import { auditRowsOf } from '../testing/audit';
import { createTestMember, type TestMember } from '../testing/members';
import { adminRoutesOf, testRequest } from '../testing/adminRoutes';
import { setUpTestApp } from '../testing/testApp';
import { OWN_ACCOUNT } from './adminApp';
import { backofficeRoutes, declaredAccessOf } from './routes';

/**
 * Permissions per module (docs/screens.md#permissions): every /admin-api/ route, read from the app
 * itself so that a route added later is checked too, declares its module, and a staff user
 * without the level its method needs of that module is refused.
 */

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

let adminRoutes: string[];
let admin: TestMember;
beforeAll(async () => {
  adminRoutes = adminRoutesOf(app);
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

/** A staff user with these levels (others none) and approval limit. */
async function staffWith(modules: Partial<ModulePermissions>, approvalLimit: bigint | null = null): Promise<TestMember> {
  const staff = await createTestMember(app, database.db, { role: 'staff' });
  await database.db
    .transaction()
    .execute((trx) => storeStaffPermissions(trx, staff.id, { modules: { ...everyModuleAt('none'), ...modules }, approvalLimit }));
  return staff;
}

const refused = (statusCode: number) => statusCode === 401 || statusCode === 403;
const FORBIDDEN = { status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' };

test('every /admin-api/ route declares its permission module', () => {
  const undeclared = adminRoutes.filter((route) => declaredAccessOf(route) === undefined);
  expect(adminRoutes.length).toBeGreaterThan(60);
  expect(undeclared).toEqual([]);
  expect(declaredAccessOf('PUT /admin-api/staff/:id/permissions')).toEqual({ module: 'staff', adminOnly: false });
  expect(declaredAccessOf('POST /admin-api/deposits/:id/approve')).toEqual({ module: 'money', adminOnly: false });
});

test('a route that declares no module fails to register', async () => {
  const bare = Fastify();
  const registering = async () => {
    await bare.register(async (scope) => {
      await backofficeRoutes(scope, { database, webDir: '', feedSecrets: undefined as never });
      scope.get('/admin-api/forgotten', async () => 'open');
    });
    await bare.ready();
  };
  await expect(registering()).rejects.toThrow('GET /admin-api/forgotten declares no permission module (config.module)');
  await bare.close().catch(() => undefined);
});

describe.each(STAFF_MODULES)('the %s module', (module: StaffModule) => {
  const routesOfModule = () => adminRoutes.filter((route) => declaredAccessOf(route)?.module === module);

  it('refuses a staff user with none of it on each of its routes, whatever they have of the others', async () => {
    const others = Object.fromEntries(STAFF_MODULES.map((other) => [other, other === module ? 'none' : 'manage']));
    const staff = await staffWith(others);
    expect(routesOfModule().length).toBeGreaterThan(0);
    const answers: Record<string, unknown> = {};
    for (const route of routesOfModule()) {
      const answer = await app.inject(testRequest(route, staff.bearer));
      answers[route] = [answer.statusCode, answer.json()];
    }
    expect(answers).toEqual(Object.fromEntries(routesOfModule().map((route) => [route, [403, FORBIDDEN]])));
  });

  it('lets a staff user who may view it read it, and refuses their changes', async () => {
    const staff = await staffWith({ [module]: 'view' });
    const passed: string[] = [];
    for (const route of routesOfModule()) {
      const answer = await app.inject(testRequest(route, staff.bearer));
      if (!refused(answer.statusCode)) passed.push(route);
    }
    const reads = routesOfModule().filter((route) => route.startsWith('GET ') && !declaredAccessOf(route)!.adminOnly);
    expect(passed.sort()).toEqual(reads.sort());
  });
});

test("a staff user's own second factor is open to every staff user; admins pass every route", async () => {
  const nobody = await staffWith({});
  const own = adminRoutes.filter((route) => declaredAccessOf(route)?.module === OWN_ACCOUNT);
  expect(own).toEqual(expect.arrayContaining(['POST /admin-api/me/totp']));
  for (const route of own) expect(refused((await app.inject(testRequest(route, nobody.bearer))).statusCode)).toBe(false);
});

describe('PUT /admin-api/staff/:id/permissions', () => {
  const put = (id: number, who: TestMember, payload: object) =>
    app.inject({ method: 'PUT', url: `/admin-api/staff/${id}/permissions`, headers: { authorization: who.bearer }, payload });
  const me = async (who: TestMember) =>
    (await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: who.bearer } })).json().payload;
  const cashierModules = { ...everyModuleAt('none'), money: 'manage' };

  it('sets the levels and limit, audited, and /me carries them at once', async () => {
    const cashier = await createTestMember(app, database.db, { role: 'staff' });
    expect((await me(cashier)).permissions).toEqual({
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
    });

    const saved = await put(cashier.id, admin, { modules: cashierModules, approval_limit: 5000.5 });

    expect(saved.json()).toMatchObject({
      status: 'success',
      message: 'บันทึกสิทธิ์การใช้งานสำเร็จ',
      payload: { id: cashier.id, role: 'staff', permissions: { modules: cashierModules, approval_limit: 5000.5 } },
    });
    expect((await me(cashier)).permissions).toEqual({ modules: cashierModules, approval_limit: 5000.5 });
    const [audit] = await auditRowsOf(database.db, 'member', cashier.id);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      action: 'staff.permissions',
      before: { role: 'staff', approval_limit: null, modules: { money: 'manage', rounds: 'manage', site: 'none' } },
      after: { role: 'staff', approval_limit: 5000.5, modules: cashierModules },
    });
    expect((await app.inject(testRequest('GET /admin-api/rounds', cashier.bearer))).statusCode).toBe(403);
    expect((await app.inject(testRequest('GET /admin-api/deposits', cashier.bearer))).statusCode).toBe(200);
  });

  it("refuses a staff user's own permissions, a level outside the three, and a staff user without the staff module", async () => {
    const manager = await staffWith({ staff: 'manage' });
    const other = await staffWith({});
    expect((await put(manager.id, manager, { modules: everyModuleAt('manage'), approval_limit: null })).json()).toEqual({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'ไม่สามารถเปลี่ยนสิทธิ์ของตนเองได้',
    });
    const invalid = await put(other.id, manager, { modules: { ...cashierModules, money: 'owner' }, approval_limit: null });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('เลือกสิทธิ์ของทุกส่วน: ไม่มี ดู หรือจัดการ');
    expect((await put(other.id, manager, { modules: cashierModules, approval_limit: null })).statusCode).toBe(200);
    expect((await put(manager.id, other, { modules: cashierModules, approval_limit: null })).json()).toEqual(FORBIDDEN);
    // The staff module lets staff set staff's permissions, not an admin's.
    expect((await put(admin.id, manager, { modules: cashierModules, approval_limit: null })).json()).toEqual(FORBIDDEN);
  });

  it("never takes the last admin's rights; an admin given less is staff with it", async () => {
    const secondAdmin = await createTestMember(app, database.db, { role: 'admin' });
    const demoted = await put(secondAdmin.id, admin, { modules: cashierModules, approval_limit: null });
    expect(demoted.json().payload).toMatchObject({ role: 'staff', permissions: { modules: cashierModules } });
    expect((await me(secondAdmin)).role).toBe('staff');
    const activeAdmins = await database.db
      .selectFrom('members')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    expect(activeAdmins).toEqual([{ id: admin.id }]);

    expect((await put(admin.id, admin, { modules: everyModuleAt('view'), approval_limit: null })).json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message: 'ไม่สามารถลดสิทธิ์ของผู้ดูแลระบบคนสุดท้ายได้',
    });
    expect((await me(admin)).role).toBe('admin');
    expect((await put(admin.id, admin, { modules: everyModuleAt('manage'), approval_limit: null })).json().payload.role).toBe('admin');

    await createTestMember(app, database.db, { role: 'admin' });
    expect((await put(admin.id, admin, { modules: everyModuleAt('view'), approval_limit: null })).json().payload.role).toBe('staff');
  });
});
