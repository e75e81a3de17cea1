import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { getSiteConfig, updateSiteConfig } from './repository';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started));

test('load-config answers the stored row in the success envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/cl-api/load-config' });

  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({ status: 'success', message: '', payload: await getSiteConfig(database.db) });
  expect(body.payload).toMatchObject({
    line_url: 'https://line.me/R/ti/p/@lotto-support',
    popup_status: false,
    popup_link: '',
    popup_url: '',
    banners: [],
  });
  expect(body.payload.rates).toContainEqual({ label: '3 ตัวบน', rate: 900 });
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
  });
});
