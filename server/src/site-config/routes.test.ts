import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { getSiteConfig, updateSiteConfig } from './repository';
import { setUpTestApp } from '../testing/testApp';
import { createTestMember } from '../testing/members';
import { syncCatalogue } from '../lotto/catalogue';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started));

test('load-config answers the stored row in the success envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/cl-api/load-config' });

  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({ status: 'success', message: '', payload: { ...(await getSiteConfig(database.db)), maintenance: [] } });
  expect(body.payload).toMatchObject({
    line_url: 'https://line.me/R/ti/p/@lotto-support',
    popup_status: false,
    popup_link: '',
    popup_url: '',
  });
  expect(body.payload.rates).toContainEqual({ label: '3 ตัวบน', rate: 900 });
});

test("with no stored banner, load-config lists the site's own banners, each served as an SVG", async () => {
  const { payload } = (await app.inject({ method: 'GET', url: '/cl-api/load-config' })).json();
  expect(payload.banners).toEqual([
    { image_url: '/cl-api/banners/1.svg', link: '/lotto/all' },
    { image_url: '/cl-api/banners/2.svg', link: '/lotto/all' },
    { image_url: '/cl-api/banners/3.svg', link: '/lotto/all' },
    { image_url: '/cl-api/banners/4.svg', link: '/transfer?type=deposit' },
  ]);
  for (const banner of payload.banners) {
    const image = await app.inject({ method: 'GET', url: banner.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
  }
  expect((await app.inject({ method: 'GET', url: '/cl-api/banners/1.svg' })).body).toContain('จ่ายจริงตามตาราง');
  const missing = await app.inject({ method: 'GET', url: '/cl-api/banners/5.svg' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
});

test('a change to the row shows in the next answer', async () => {
  await updateSiteConfig(database.db, {
    popup_status: true,
    popup_url: 'https://example.com/popup.png',
    banners: [{ image_url: 'https://example.com/b1.png', link: 'https://example.com' }],
    rates: [{ label: '2 ตัวล่าง', rate: 92.5 }],
  });

  const { payload } = (await app.inject({ method: 'GET', url: '/cl-api/load-config' })).json();

  expect(payload).toEqual({
    line_url: 'https://line.me/R/ti/p/@lotto-support',
    popup_status: true,
    popup_link: '',
    popup_url: 'https://example.com/popup.png',
    banners: [{ image_url: 'https://example.com/b1.png', link: 'https://example.com' }],
    rates: [{ label: '2 ตัวล่าง', rate: 92.5 }],
    maintenance: [],
  });
});

test('an admin changes the popup with PATCH /admin-api/site-config; members and staff may not', async () => {
  const admin = await createTestMember(app, database.db, { role: 'admin' });
  const changed = await app.inject({
    method: 'PATCH',
    url: '/admin-api/site-config',
    headers: { authorization: admin.bearer },
    payload: { popup_status: true, popup_url: 'https://example.com/news.png', popup_link: 'https://example.com/news' },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().payload).toMatchObject({ popup_status: true, popup_url: 'https://example.com/news.png' });
  expect((await app.inject({ method: 'GET', url: '/cl-api/load-config' })).json().payload).toMatchObject({
    popup_status: true,
    popup_link: 'https://example.com/news',
  });
  const audit = await database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'target_type', 'before', 'after'])
    .where('action', '=', 'site_config.update')
    .execute();
  expect(audit).toEqual([
    {
      actor_id: admin.id,
      action: 'site_config.update',
      target_type: 'site_config',
      before: expect.objectContaining({ popup_url: 'https://example.com/popup.png' }),
      after: expect.objectContaining({ popup_status: true, popup_url: 'https://example.com/news.png' }),
    },
  ]);

  for (const role of ['member', 'staff'] as const) {
    const user = await createTestMember(app, database.db, { role });
    const refused = await app.inject({
      method: 'PATCH',
      url: '/admin-api/site-config',
      headers: { authorization: user.bearer },
      payload: { popup_status: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' });
  }
  expect((await app.inject({ method: 'PATCH', url: '/admin-api/site-config', payload: {} })).statusCode).toBe(401);
  const unknownField = await app.inject({
    method: 'PATCH',
    url: '/admin-api/site-config',
    headers: { authorization: admin.bearer },
    payload: { popup_status: 'yes' },
  });
  expect(unknownField.statusCode).toBe(400);
});

test('the home-page rate table claims only what a lottery pays: a row no lottery pays is refused in Thai, nothing saved', async () => {
  await syncCatalogue(database.db);
  const admin = await createTestMember(app, database.db, { role: 'admin' });
  const patch = (rates: { label: string; rate: number }[]) =>
    app.inject({ method: 'PATCH', url: '/admin-api/site-config', headers: { authorization: admin.bearer }, payload: { rates } });
  const rates = async () => (await app.inject({ method: 'GET', url: '/cl-api/load-config' })).json().payload.rates;
  const before = await rates();

  for (const [row, message] of [
    [{ label: '3 ตัวบน', rate: 1200 }, 'ไม่มีหวยใดจ่าย 3 ตัวบน บาทละ 1200 ตารางหน้าแรกต้องใช้ชื่อประเภทและอัตราจ่ายจริงของหวย'],
    [{ label: 'หวยรัฐบาล 3 ตัวบน', rate: 900 }, 'ไม่มีหวยใดจ่าย หวยรัฐบาล 3 ตัวบน บาทละ 900 ตารางหน้าแรกต้องใช้ชื่อประเภทและอัตราจ่ายจริงของหวย'],
  ] as const) {
    const refused = await patch([{ label: '2 ตัวบน', rate: 90 }, row]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'error', message });
  }
  expect(await rates()).toEqual(before);

  const paid = await patch([
    { label: '3 ตัวบน', rate: 900 },
    { label: 'วิ่งบน', rate: 3.2 },
  ]);
  expect(paid.statusCode).toBe(200);
  expect(await rates()).toEqual([
    { label: '3 ตัวบน', rate: 900 },
    { label: 'วิ่งบน', rate: 3.2 },
  ]);
});
