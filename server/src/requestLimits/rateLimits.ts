import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import { countHit, deleteExpiredHits } from './repository';

const MINUTE_MS = 60_000;

export interface RouteRateLimit {
  /** Requests one address may make in `timeWindowMs`; the next ones answer 429 until it ends. */
  max: number;
  timeWindowMs: number;
}

/**
 * The per-address limits, by route. Thai mobile networks put many members behind one address, so
 * they stop scripts (enumerating phone and account numbers, mass registration, filling the slip
 * store), not a household.
 */
export const RATE_LIMITS: Record<string, RouteRateLimit> = {
  // The registration form checks as the member types.
  'POST /cl-api/auth/check-username': { max: 30, timeWindowMs: MINUTE_MS },
  'POST /cl-api/auth/check-account-number': { max: 30, timeWindowMs: MINUTE_MS },
  'POST /cl-api/auth/register': { max: 10, timeWindowMs: 60 * MINUTE_MS },
  'POST /lto-public-api/upload_slip': { max: 20, timeWindowMs: 10 * MINUTE_MS },
  // The shell sends one batch every few seconds at most while a page has something to report.
  'POST /client-errors': { max: 120, timeWindowMs: MINUTE_MS },
};

/** How often server.ts removes counters whose window has ended (`removeExpiredRateLimitHits`). */
export const RATE_LIMIT_SWEEP_MS = 10 * MINUTE_MS;

/** Removes the counters whose window has ended: a job of the scheduler; a DELETE is safe on any number of servers. */
export async function removeExpiredRateLimitHits(db: Kysely<Schema>, now: Date): Promise<void> {
  await deleteExpiredHits(db, now);
}

/**
 * @fastify/rate-limit's store on the rate_limit_hits table, so that every server process on one
 * database counts the same requests. One store serves every route: the route's groupId is part
 * of the key.
 */
function databaseStore(db: Kysely<Schema>) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Rate limits of the routes in `limits`, keyed by `request.ip`: the address the trusted proxy saw
 * under TRUST_PROXY, the socket's otherwise. Checked on request, before the body is read. Register
 * before the routes; a limit whose route does not exist stops the start, so that a renamed route
 * cannot silently lose its limit.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, { db, limits = RATE_LIMITS }: { db: Kysely<Schema>; limits?: Record<string, RouteRateLimit> }) => {
    const unmatched = new Set(Object.keys(limits));
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const name = `${method} ${route.url}`;
        const limit = limits[name];
        if (!limit) continue;
        unmatched.delete(name);
        const rateLimit: RateLimitOptions = { max: limit.max, timeWindow: limit.timeWindowMs, groupId: `|${name}` };
        route.config = { ...route.config, rateLimit };
      }
    });
    app.addHook('onReady', async () => {
      if (unmatched.size > 0) throw new Error(`rate limits of routes that do not exist: ${[...unmatched].join(', ')}`);
    });

    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseStore(db),
      errorResponseBuilder: (_request, { ttl }) => new DomainError('tooManyRequests', { seconds: Math.max(1, Math.ceil(ttl / 1000)) }),
    });
  },
  { name: 'rate-limits' },
);
