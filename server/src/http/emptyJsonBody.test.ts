import Fastify from 'fastify';
import { emptyJsonBody } from './emptyJsonBody';

async function echoApp() {
  const app = Fastify();
  await app.register(emptyJsonBody);
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  return app;
}

describe('JSON bodies', () => {
  it('reads an empty body sent as JSON as no body', async () => {
    const app = await echoApp();
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' } });
    expect(response.json()).toEqual({ body: null });
  });

  it('still parses JSON, refuses broken JSON, and strips __proto__ poisoning', async () => {
    const app = await echoApp();
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(ok.json()).toEqual({ body: { a: 1 } });
    const broken = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
