import { isApiFailure } from './envelope';

describe('isApiFailure', () => {
  it('recognises the failure envelope of docs/api-conventions.md', () => {
    expect(isApiFailure({ status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง' })).toBe(true);
  });

  it.each([[{ status: 'success', message: '', payload: 1 }], [{ status: 'error' }], ['error'], [null]])('rejects %p', (body) => {
    expect(isApiFailure(body)).toBe(false);
  });
});
