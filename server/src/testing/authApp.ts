import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { accessTokens } from '../auth/accessToken';
import { authGate } from '../auth/gate';
import { MINIMAL_PASSWORD_HASH_COST } from '../config/env';
import { authRoutes } from '../auth/routes';
import type { Database } from '../db/database';
import { errorHandler } from '../http/errors';
import { requestValidation } from '../http/validation';
import { maintenanceWindows } from '../site-config/maintenance';
import { testClientAddress } from './fixtures';
import { testPhone } from './members';

export const TEST_PASSWORD_HASH_COST = MINIMAL_PASSWORD_HASH_COST;

/** The error handler, request validation, the auth gate and the auth routes as buildApp registers them, with cheap password hashes. */
export async function buildAuthTestApp(database: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(requestValidation);
  await app.register(authGate, { database, tokens: accessTokens(randomBytes(32).toString('hex')) });
  await app.register(maintenanceWindows, { database });
  await app.register(authRoutes, { database, passwordHashCost: TEST_PASSWORD_HASH_COST });
  await app.ready();
  return app;
}

/** A valid registration body with a fresh phone number and account number. */
export function newRegistration() {
  const username = testPhone();
  return {
    username,
    password: 'secret12',
    confirm_password: 'secret12',
    // The phone numbers are unique, so these are too.
    accounts: [{ bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: `7${username}` }],
  };
}

export interface RegisteredMember {
  username: string;
  password: string;
  token: string;
  refresh_token: string;
}

/** A member registered through the API, with the tokens registration answered. */
export async function registerMember(app: FastifyInstance, registration = newRegistration()): Promise<RegisteredMember> {
  const response = await app.inject({
    method: 'POST',
    url: '/cl-api/auth/register',
    payload: registration,
    remoteAddress: testClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const { token, refresh_token } = response.json().payload;
  return { username: registration.username, password: registration.password, token, refresh_token };
}
