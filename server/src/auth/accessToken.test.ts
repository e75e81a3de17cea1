import { createSigner } from 'fast-jwt';
import { accessTokens } from './accessToken';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const tokens = accessTokens(SECRET);

describe('access tokens', () => {
  test('carry the member, role and session', () => {
    const token = tokens.sign({ memberId: 7, role: 'staff', sessionId: 'family-1' });
    expect(tokens.verify(token)).toEqual({ memberId: 7, role: 'staff', sessionId: 'family-1' });
  });

  test('without an expiry are refused, even when signed with the right key', () => {
    const forever = createSigner({ key: SECRET, algorithm: 'HS256' })({ sub: '7', role: 'admin', sid: 'family-1' });
    expect(tokens.verify(forever)).toBeNull();
  });

  test('without a session are refused', () => {
    const sessionless = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 })({ sub: '7', role: 'admin' });
    expect(tokens.verify(sessionless)).toBeNull();
  });

  test('that have expired, or are signed with another key, are refused', () => {
    expect(tokens.verify(accessTokens(SECRET, -1000).sign({ memberId: 7, role: 'member', sessionId: 's' }))).toBeNull();
    expect(
      tokens.verify(accessTokens('another-secret-of-enough-length-987654').sign({ memberId: 7, role: 'member', sessionId: 's' })),
    ).toBeNull();
  });

  test('verified once and kept, are still refused once expired', () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    try {
      const shortLived = accessTokens(SECRET, 60_000);
      const token = shortLived.sign({ memberId: 7, role: 'member', sessionId: 's' });
      expect(shortLived.verify(token)).toEqual({ memberId: 7, role: 'member', sessionId: 's' });
      jest.setSystemTime(new Date('2026-11-29T10:00:59Z'));
      expect(shortLived.verify(token)).toEqual({ memberId: 7, role: 'member', sessionId: 's' });
      jest.setSystemTime(new Date('2026-11-29T10:01:01Z'));
      expect(shortLived.verify(token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the member a token names', () => {
  const signed = (sub: string) =>
    createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 })({ sub, role: 'member', sid: 'family-1' });

  test('is the largest id the id column holds at most', () => {
    expect(tokens.verify(signed(String(2 ** 31 - 1)))).toEqual({ memberId: 2 ** 31 - 1, role: 'member', sessionId: 'family-1' });
    expect(tokens.verify(signed(String(2 ** 31)))).toBeNull();
    expect(tokens.verify(signed('100000000000000000000'))).toBeNull();
  });

  test.each(['0', '-1', '007', '1e3', '1.0', ' 7', ''])('%p names no member', (sub) => {
    expect(tokens.verify(signed(sub))).toBeNull();
  });
});
