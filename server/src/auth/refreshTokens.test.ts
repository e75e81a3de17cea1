import { newRefreshToken, newTokenFamily, refreshTokenHash } from './refreshTokens';

test('a refresh token is 32 random bytes in base64url', () => {
  const token = newRefreshToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  expect(newRefreshToken()).not.toBe(token);
});

test('it is stored as its sha256 in hex', () => {
  expect(refreshTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('every login starts a new family', () => {
  expect(newTokenFamily()).not.toBe(newTokenFamily());
});
