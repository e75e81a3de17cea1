import { createHmac, timingSafeEqual } from 'node:crypto';

/** A ticket opens a stream within a minute of its issue: long enough to open it, too short to be worth stealing. */
export const STREAM_TICKET_TTL_MS = 60_000;

export interface StreamSession {
  memberId: number;
  sessionId: string;
}

/**
 * Tickets of the inbox stream for EventSource, which cannot send a Bearer header: the member, the
 * session and the expiry, signed under a key derived from the server secret (several processes
 * with one JWT_SECRET read each other's). The session is checked again when the stream opens.
 */
export interface StreamTickets {
  issue(session: StreamSession, now?: Date): { ticket: string; expiresAt: Date };
  read(ticket: string, now?: Date): StreamSession | null;
}

export function streamTickets(secret: string): StreamTickets {
  const key = createHmac('sha256', secret).update('stream-ticket').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue({ memberId, sessionId }, now = new Date()) {
      const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS);
      const payload = Buffer.from(JSON.stringify([memberId, sessionId, expiresAt.getTime()])).toString('base64url');
      return { ticket: `${payload}.${sign(payload)}`, expiresAt };
    },
    read(ticket, now = new Date()) {
      const [payload, signature, extra] = ticket.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const [memberId, sessionId, expires] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
        if (!Number.isInteger(memberId) || typeof sessionId !== 'string' || typeof expires !== 'number') return null;
        return expires > now.getTime() ? { memberId: memberId as number, sessionId } : null;
      } catch {
        return null;
      }
    },
  };
}
