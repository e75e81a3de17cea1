import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createTestMember, type TestMember } from '../testing/members';
import { JPEG_BYTES, PNG_BYTES, slipForm, uniquePngBytes, uploadSlip } from '../testing/money';
import { SLIP_MAX_BYTES } from './rules';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;
let member: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  member = await createTestMember(app, database.db);
});

const upload = (payload: FormData | string, who: TestMember | null = member, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/upload_slip',
    headers: { ...(who && { authorization: who.bearer }), ...headers },
    payload,
  });

const readSlip = (fileUrl: string, who: TestMember | null) =>
  app.inject({ method: 'GET', url: fileUrl, headers: who ? { authorization: who.bearer } : {} });

describe('upload_slip', () => {
  it('stores a PNG and answers where it is', async () => {
    const response = await upload(slipForm(PNG_BYTES));

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 'success', message: 'อัพโหลดสำเร็จ', payload: { file_url: expect.any(String) } });
    expect(body.payload.file_url).toMatch(/^\/lto-public-api\/slip\/[A-Za-z0-9_-]{32}$/);
  });

  it('knows a JPEG by its bytes whatever it is called', async () => {
    const fileUrl = await uploadSlip(app, member, JPEG_BYTES);
    const response = await readSlip(fileUrl, member);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('gives every slip an address of its own', async () => {
    const urls = new Set(await Promise.all(Array.from({ length: 5 }, () => uploadSlip(app, member))));
    expect(urls.size).toBe(5);
  });

  it('refuses a text file named and typed as a PNG', async () => {
    const response = await upload(slipForm(Buffer.from('just some text, not an image'), { filename: 'slip.png', type: 'image/png' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      message: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG, GIF หรือ WebP',
    });
  });

  it('accepts 5 MB and refuses one byte more', async () => {
    const image = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

    expect((await upload(slipForm(image(SLIP_MAX_BYTES)))).statusCode).toBe(200);
    const tooLarge = await upload(slipForm(image(SLIP_MAX_BYTES + 1)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB' });
  });

  it('refuses a form without the file field', async () => {
    const response = await upload(slipForm(PNG_BYTES, { field: 'image' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('กรุณาเลือกไฟล์รูปภาพ');
  });

  it('refuses a request that is not multipart', async () => {
    const response = await upload(JSON.stringify({ file: 'x' }), member, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ไม่สามารถอัพโหลดได้' });
  });

  it('refuses a guest', async () => {
    const response = await upload(slipForm(PNG_BYTES), null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('slip', () => {
  it('is served to its owner with the stored bytes and type, privately', async () => {
    const fileUrl = await uploadSlip(app, member, PNG_BYTES);

    const response = await readSlip(fileUrl, member);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.rawPayload).toEqual(PNG_BYTES);
  });

  it('is served to staff', async () => {
    const bytes = uniquePngBytes();
    const fileUrl = await uploadSlip(app, member, bytes);
    const staff = await createTestMember(app, database.db, { role: 'staff' });
    expect((await readSlip(fileUrl, staff)).rawPayload).toEqual(bytes);
  });

  it('does not exist for another member, nor for a guest', async () => {
    const fileUrl = await uploadSlip(app, member);
    const other = await createTestMember(app, database.db);

    const response = await readSlip(fileUrl, other);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
    expect((await readSlip(fileUrl, null)).statusCode).toBe(401);
  });

  it('is 404 when there is no such slip', async () => {
    expect((await readSlip('/lto-public-api/slip/nothing-here', member)).statusCode).toBe(404);
  });
});
