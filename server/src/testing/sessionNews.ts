import type { FastifyInstance } from 'fastify';
import { SESSION_ENDED_CHANNEL } from '../auth/sessionCache';

/**
 * Listens, before a change written straight to the database (as another process would write it),
 * for the database's news that a session of the member ended; the returned function resolves once
 * `app`'s listener has heard it. PostgreSQL sends the news as the transaction commits and it then
 * travels over the listening connection; PGlite delivers it before the commit returns.
 */
export async function sessionNewsReaches(app: FastifyInstance, memberId: number): Promise<() => Promise<void>> {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const stop = await app.notifications.listen(SESSION_ENDED_CHANNEL, (payload) => {
    if (Number(payload) === memberId) heard();
  });
  return async () => {
    await arrived;
    stop();
  };
}
