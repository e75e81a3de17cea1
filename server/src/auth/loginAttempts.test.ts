import {
  countsForPhoneDelay,
  deviceAttemptKey,
  isDeviceLocked,
  isLoginLocked,
  LOGIN_ATTEMPT_LIMITS,
  loginAttemptKeys,
  phoneDelaySeconds,
} from './loginAttempts';

test('a phone number, an address and the two together count apart', () => {
  expect(loginAttemptKeys('0812345678', '10.0.0.1')).toEqual({
    phone: 'phone:0812345678',
    address: 'address:10.0.0.1',
    pair: 'pair:0812345678@10.0.0.1',
  });
});

test('an absurdly long username still makes a short key', () => {
  expect(loginAttemptKeys('9'.repeat(100_000), '10.0.0.1').phone.length).toBeLessThan(50);
});

test.each([
  [{ pair: LOGIN_ATTEMPT_LIMITS.pair, address: 1 }, false],
  [{ pair: LOGIN_ATTEMPT_LIMITS.pair + 1, address: 1 }, true],
  [{ pair: 1, address: LOGIN_ATTEMPT_LIMITS.address }, false],
  [{ pair: 1, address: LOGIN_ATTEMPT_LIMITS.address + 1 }, true],
])('attempt counts %p: locked %p', (counts, locked) => {
  expect(isLoginLocked(counts)).toBe(locked);
});

test.each([
  [1, 0],
  [4, 0],
  [5, 1],
  [6, 2],
  [10, 32],
  [11, 60],
  [500, 60],
])('after %p failures of a phone number the next attempt waits %p seconds', (failures, seconds) => {
  expect(phoneDelaySeconds(failures)).toBe(seconds);
});

describe('device cookies and the phone delay', () => {
  test('only the first attempt of an address on a phone number counts for its delay', () => {
    expect([1, 2, 5, 500].map(countsForPhoneDelay)).toEqual([true, false, false, false]);
  });

  test.each([
    [LOGIN_ATTEMPT_LIMITS.device, false],
    [LOGIN_ATTEMPT_LIMITS.device + 1, true],
  ])('a device cookie with %p attempts: locked %p', (attempts, locked) => {
    expect(isDeviceLocked(attempts)).toBe(locked);
  });

  test('a device counts apart from phone numbers, addresses and pairs', () => {
    expect(deviceAttemptKey('AAAAAAAAAAAAAAAAAAAAAA')).toBe('device:AAAAAAAAAAAAAAAAAAAAAA');
  });
});
