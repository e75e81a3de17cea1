import { STREAM_TICKET_TTL_MS, streamTickets } from './streamTickets';

describe('stream tickets', () => {
  const tickets = streamTickets('a-server-secret-of-enough-length-for-tests');
  const issuedAt = new Date('2026-11-28T05:00:00.000Z');
  const { ticket, expiresAt } = tickets.issue({ memberId: 42, sessionId: 'family-1' }, issuedAt);

  it('names the member and session until a minute after its issue, and nothing after', () => {
    expect(expiresAt.getTime() - issuedAt.getTime()).toBe(STREAM_TICKET_TTL_MS);
    expect(tickets.read(ticket, new Date(issuedAt.getTime() + STREAM_TICKET_TTL_MS - 1))).toEqual({ memberId: 42, sessionId: 'family-1' });
    expect(tickets.read(ticket, new Date(issuedAt.getTime() + STREAM_TICKET_TTL_MS))).toBeNull();
  });

  it('refuses a ticket signed under another secret, or changed', () => {
    expect(streamTickets('another-server-secret-of-enough-length').read(ticket, issuedAt)).toBeNull();
    const [payload, signature] = ticket.split('.');
    const changed = Buffer.from(JSON.stringify([43, 'family-1', expiresAt.getTime()])).toString('base64url');
    expect(tickets.read(`${changed}.${signature}`, issuedAt)).toBeNull();
    expect(tickets.read(`${payload}.${signature}.extra`, issuedAt)).toBeNull();
  });
});
