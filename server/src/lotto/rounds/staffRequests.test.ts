import { bangkokDate, roundTimesRequestSchema } from '@lotto/shared';
import { validateBody } from '../../http/validation';
import { roundTimesChangeOf, roundTimesInOrder } from './staffRequests';

const parseRoundTimesChange = (body: unknown) => roundTimesChangeOf(validateBody(roundTimesRequestSchema, body));

describe('bangkokDate', () => {
  it.each<[string, string]>([
    ['2025-01-16T16:59:59Z', '2025-01-16'],
    ['2025-01-16T17:00:00Z', '2025-01-17'],
    ['2025-05-02T09:00:00Z', '2025-05-02'],
  ])('%s is %s in Bangkok', (time, date) => {
    expect(bangkokDate(new Date(time))).toBe(date);
  });
});

describe('roundTimesInOrder', () => {
  const at = (hour: number) => new Date(Date.UTC(2025, 0, 17, hour));
  it.each<[number, number, number, boolean]>([
    [1, 2, 3, true],
    [1, 2, 2, true],
    [2, 2, 3, false],
    [1, 3, 2, false],
  ])('open %p, close %p, draw %p → %p', (open, close, draw, inOrder) => {
    expect(roundTimesInOrder({ open_at: at(open), close_at: at(close), draw_at: at(draw) })).toBe(inOrder);
  });
});

describe('a round times change', () => {
  it('reads the times given and leaves out the others', () => {
    expect(parseRoundTimesChange({ draw_at: '2025-01-17T09:00:00Z' })).toEqual({ draw_at: new Date('2025-01-17T09:00:00Z') });
  });

  it('refuses a field it does not know', () => {
    expect(() => parseRoundTimesChange({ draw_at: '2025-01-17T09:00:00Z', other: 1 })).toThrow(
      expect.objectContaining({ details: { message: 'ข้อมูลไม่ถูกต้อง: other' } }),
    );
  });

  it('takes end_at and start_at, the names of the API, for close_at and open_at', () => {
    expect(parseRoundTimesChange({ end_at: '2025-01-17T08:00:00Z', start_at: '2025-01-02T09:00:00Z' })).toEqual({
      open_at: new Date('2025-01-02T09:00:00Z'),
      close_at: new Date('2025-01-17T08:00:00Z'),
    });
  });

  it.each([
    [null],
    [{}],
    [{ close_at: 5 }],
    [{ close_at: 'soon' }],
    [{ close_at: '2025-01-17T08:00:00Z', end_at: '2025-01-17T08:00:00Z' }],
  ])('refuses %p', (body) => {
    expect(() => parseRoundTimesChange(body)).toThrow(
      expect.objectContaining({ details: { message: 'เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)' } }),
    );
  });
});
