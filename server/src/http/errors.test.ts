import { th, withValues } from '@lotto/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { DomainError } from '../errors/errors';
import * as yup from 'yup';
import { errorHandler, isApiPath } from './errors';
import { requestSchema } from './requestSchema';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.post(
    '/cl-api/echo',
    // Fastify's own validator (no requestValidation here) runs the JSON schema made from it.
    { schema: { body: requestSchema(yup.object({ amount: yup.number().required().min(0).max(100) })) } },
    async (request) => request.body,
  );
  app.get('/cl-api/crash', async () => {
    throw new Error('connection to 10.0.0.5 refused: password for user lotto');
  });
  app.get('/cl-api/closed', async () => {
    throw new DomainError('roundClosed');
  });
  app.get('/cl-api/stake-limit', async () => {
    throw new DomainError('stakeLimit', { number: '123', left: '40' });
  });
  app.get('/cl-api/rate-changed', async () => {
    throw new DomainError('rateChanged', { rates: [{ type: 'top_two', number: '12', rate: 85, status: 'limited' }] });
  });
  await app.ready();
});

afterAll(() => app.close());

test('a body that fails its schema answers 400 VALIDATION in Thai', async () => {
  const response = await app.inject({ method: 'POST', url: '/cl-api/echo', payload: { amount: 'ten' } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: th.errors.validation });
});

test('malformed JSON is a validation failure too', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/cl-api/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"amount":',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION' });
});

test('an unexpected error answers 500 INTERNAL without its details', async () => {
  const response = await app.inject({ method: 'GET', url: '/cl-api/crash' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ status: 'error', code: 'INTERNAL', message: th.errors.internal });
  expect(response.body).not.toContain('10.0.0.5');
});

test('a domain error leaves with the status, code and Thai message of its kind', async () => {
  const response = await app.inject({ method: 'GET', url: '/cl-api/closed' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ status: 'error', code: 'ROUND_CLOSED', message: 'งวดนี้ปิดรับแทงแล้ว' });
});

test("a domain error's details fill its message", async () => {
  const response = await app.inject({ method: 'GET', url: '/cl-api/stake-limit' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    status: 'error',
    code: 'STAKE_LIMIT',
    message: withValues(th.lotto.stakeLimit, { number: '123', left: '40' }),
  });
});

test('RATE_CHANGED carries the current rates for the client to re-price', async () => {
  const response = await app.inject({ method: 'GET', url: '/cl-api/rate-changed' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    status: 'error',
    code: 'RATE_CHANGED',
    message: 'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
    payload: [{ type: 'top_two', number: '12', rate: 85, status: 'limited' }],
  });
});

test('API paths are the three API prefixes', () => {
  expect(isApiPath('/cl-api/load-config')).toBe(true);
  expect(isApiPath('/lto-public-api/lotto/bet_running')).toBe(true);
  expect(isApiPath('/admin-api')).toBe(true);
  expect(isApiPath('/cl-apix')).toBe(false);
  expect(isApiPath('/lotto/all')).toBe(false);
});
