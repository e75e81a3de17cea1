import { isLoginLocked, LOGIN_ATTEMPT_LIMITS, loginAttemptKeys } from './loginAttempts';

test('a phone number and an address count apart', () => {
  expect(loginAttemptKeys('0812345678', '10.0.0.1')).toEqual({ phone: 'phone:0812345678', address: 'address:10.0.0.1' });
});

test('an absurdly long username still makes a short key', () => {
  expect(loginAttemptKeys('9'.repeat(100_000), '10.0.0.1').phone.length).toBeLessThan(50);
});

test.each([
  [{ phone: LOGIN_ATTEMPT_LIMITS.phone, address: 1 }, false],
  [{ phone: LOGIN_ATTEMPT_LIMITS.phone + 1, address: 1 }, true],
  [{ phone: 1, address: LOGIN_ATTEMPT_LIMITS.address }, false],
  [{ phone: 1, address: LOGIN_ATTEMPT_LIMITS.address + 1 }, true],
])('attempt counts %p: locked %p', (counts, locked) => {
  expect(isLoginLocked(counts)).toBe(locked);
});
