import { flag, shape } from '@lotto/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { cachedSuccess } from './cachedReply';
import { envelopeResponses } from './envelope';
import { requestValidation, takeReplyDrift } from './validation';

describe('a cached value sent as text serialized once', () => {
  let app: FastifyInstance;
  // What a cache keeps: the same object until the cache lets it go.
  let kept: { up: boolean; note?: string };
  beforeAll(async () => {
    app = Fastify();
    await app.register(requestValidation);
    const send = cachedSuccess();
    app.get('/kept', { schema: { response: envelopeResponses(shape({ up: flag() })) } }, async (_request, reply) => send(reply, kept));
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
});
