import zlib from 'node:zlib';
import { flag, listOf, shape, text } from '@lotto/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { cachedSuccess } from './cachedReply';
import { envelopeResponses } from './envelope';
import { requestValidation, takeReplyDrift } from './validation';

describe('a cached value sent as text serialized once', () => {
  let app: FastifyInstance;
  // What a cache keeps: the same object until the cache lets it go.
  let kept: { up: boolean; note?: string };
  const rounds = { names: Array.from({ length: 200 }, (_, index) => `หวยรัฐบาลไทย งวดที่ ${index + 1}`) };
  const roundsText = JSON.stringify({ status: 'success', message: '', payload: rounds });
  beforeAll(async () => {
    app = Fastify();
    await app.register(requestValidation);
    const send = cachedSuccess();
    app.get('/kept', { schema: { response: envelopeResponses(shape({ up: flag() })) } }, async (_request, reply) => send(reply, kept));
    const sendRounds = cachedSuccess();
    app.get('/rounds', { schema: { response: envelopeResponses(shape({ names: listOf(text()) })) } }, async (_request, reply) =>
      sendRounds(reply, rounds),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  test("answers the route's own serialization, as JSON, the same text while the value is kept", async () => {
    kept = { up: true };
    const first = await app.inject({ method: 'GET', url: '/kept' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe('{"status":"success","message":"","payload":{"up":true}}');
    // Changed in place, the kept value is not serialized again: the text stands for the value as it was kept.
    kept.up = false;
    expect((await app.inject({ method: 'GET', url: '/kept' })).body).toBe(first.body);
    kept = { up: false };
    expect((await app.inject({ method: 'GET', url: '/kept' })).json()).toEqual({ status: 'success', message: '', payload: { up: false } });
  });

  test('a field the reply schema lacks is still reported, once per value', async () => {
    kept = { up: true, note: 'not in the schema' };
    expect((await app.inject({ method: 'GET', url: '/kept' })).json()).toEqual({ status: 'success', message: '', payload: { up: true } });
    expect(takeReplyDrift()).toEqual(['GET /kept: $.payload.note']);
  });

  test('a browser gets the text compressed the way its Accept-Encoding prefers, the same bytes while the value is kept', async () => {
    const asked = (acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: '/rounds', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const browser = await asked('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(browser.rawPayload).toString()).toBe(roundsText);
    expect(browser.rawPayload.length).toBeLessThan(Buffer.byteLength(roundsText) / 4);
    expect((await asked('gzip, deflate, br, zstd')).rawPayload.equals(browser.rawPayload)).toBe(true);

    const gzipOnly = await asked('br;q=0, gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(roundsText);

    for (const plain of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await asked(plain);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.body).toBe(roundsText);
    }
  });

  test('a text under 1 KB is sent as it is', async () => {
    kept = { up: true };
    const answer = await app.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('{"status":"success","message":"","payload":{"up":true}}');
  });
});
