import { bangkokDate, lotteryByCode, type Schedule } from '@lotto/shared';
import { nextRoundSlots, roundSlotsAfter, roundSlotsBetween, type RoundSlot } from './schedule';

const scheduleOf = (code: string): Schedule => lotteryByCode(code)!.schedule;
/** The slot with its instants as ISO text; a missing slot fails the test. */
const iso = (slot: RoundSlot | undefined) => ({
  slot: slot!.slot,
  roundDate: slot!.roundDate,
  openAt: slot!.openAt.toISOString(),
  closeAt: slot!.closeAt.toISOString(),
  drawAt: slot!.drawAt.toISOString(),
});

describe('round schedule', () => {
  it('draws the government lottery on the 1st and 16th, closing 15:00 Bangkok (08:00 UTC)', () => {
    const slots = nextRoundSlots(scheduleOf('government'), new Date('2026-11-10T00:00:00Z'), 2);

    expect(slots.map(iso)).toEqual([
      {
        slot: '2026-11-16',
        roundDate: '2026-11-16',
        openAt: '2026-11-01T08:00:00.000Z',
        closeAt: '2026-11-16T08:00:00.000Z',
        drawAt: '2026-11-16T09:00:00.000Z',
      },
      {
        slot: '2026-12-01',
        roundDate: '2026-12-01',
        openAt: '2026-11-16T08:00:00.000Z',
        closeAt: '2026-12-01T08:00:00.000Z',
        drawAt: '2026-12-01T09:00:00.000Z',
      },
    ]);
  });

  it("counts the day of the month in Bangkok: 16th 07:30 Bangkok is still before that day's close", () => {
    // 2026-11-16T00:30Z is 07:30 on the 16th in Bangkok.
    const [next] = nextRoundSlots(scheduleOf('government'), new Date('2026-11-16T00:30:00Z'), 1);
    expect(next?.slot).toBe('2026-11-16');
    // One second after the close, the next round is the 1st.
    const [after] = nextRoundSlots(scheduleOf('government'), new Date('2026-11-16T08:00:01Z'), 1);
    expect(after?.slot).toBe('2026-12-01');
  });

  it('draws a weekly lottery on its Bangkok weekdays only (Lao: Monday, Wednesday, Friday)', () => {
    // Monday 2026-11-23 07:00 Bangkok to Monday 2026-11-30 07:00 Bangkok.
    const slots = roundSlotsBetween(scheduleOf('lao'), new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'));

    expect(slots.map((slot) => slot.slot)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    // 20:00 Bangkok is 13:00 UTC; the first round opened when Friday the 20th closed.
    expect(iso(slots[0])).toMatchObject({ openAt: '2026-11-20T13:00:00.000Z', closeAt: '2026-11-23T13:00:00.000Z' });
  });

  it('puts a close after midnight on the Bangkok day it falls on (Dow Jones 01:30, Tuesday to Saturday)', () => {
    const slots = nextRoundSlots(scheduleOf('dowjones'), new Date('2026-11-23T00:00:00Z'), 2);

    expect(slots.map(iso)).toEqual([
      {
        slot: '2026-11-24',
        roundDate: '2026-11-24',
        // Saturday 21st 01:30 Bangkok: no round on Sunday or Monday mornings.
        openAt: '2026-11-20T18:30:00.000Z',
        closeAt: '2026-11-23T18:30:00.000Z',
        drawAt: '2026-11-23T19:30:00.000Z',
      },
      {
        slot: '2026-11-25',
        roundDate: '2026-11-25',
        openAt: '2026-11-23T18:30:00.000Z',
        closeAt: '2026-11-24T18:30:00.000Z',
        drawAt: '2026-11-24T19:30:00.000Z',
      },
    ]);
  });

  it('draws on the next day when the draw time is earlier than the close', () => {
    const schedule: Schedule = { kind: 'weekly', weekdays: [1], close: '23:30', draw: '00:30' };
    const [slot] = nextRoundSlots(schedule, new Date('2026-11-23T00:00:00Z'), 1);

    expect(iso(slot)).toMatchObject({
      slot: '2026-11-24',
      roundDate: '2026-11-24',
      closeAt: '2026-11-23T16:30:00.000Z',
      drawAt: '2026-11-23T17:30:00.000Z',
    });
  });

  it('makes 96 yeekee rounds a Bangkok day, the first closing 00:15 and the last at 24:00', () => {
    const midnight = new Date('2026-11-22T17:00:00Z'); // 2026-11-23 00:00 Bangkok
    const slots = roundSlotsBetween(scheduleOf('yeekee'), midnight, new Date(midnight.getTime() + 24 * 3_600_000));

    expect(slots).toHaveLength(96);
    expect(iso(slots[0])).toEqual({
      slot: '2026-11-23#1',
      roundDate: '2026-11-23',
      openAt: '2026-11-22T17:00:00.000Z',
      closeAt: '2026-11-22T17:15:00.000Z',
      drawAt: '2026-11-22T17:15:00.000Z',
    });
    expect(iso(slots[95])).toMatchObject({ slot: '2026-11-23#96', roundDate: '2026-11-23', closeAt: '2026-11-23T17:00:00.000Z' });
    for (const slot of slots) expect(slot.closeAt.getTime() - slot.openAt.getTime()).toBe(15 * 60_000);
  });

  it('starts mid-day with the yeekee round open now', () => {
    // 09:07 Bangkok: round 37 closes at 09:15.
    const [current] = nextRoundSlots(scheduleOf('yeekee'), new Date('2026-11-23T02:07:00Z'), 1);
    expect(iso(current)).toMatchObject({
      slot: '2026-11-23#37',
      openAt: '2026-11-23T02:00:00.000Z',
      closeAt: '2026-11-23T02:15:00.000Z',
    });
  });

  it('opens every round when the one before it closes', () => {
    for (const code of ['government', 'gsb_5y', 'malaysia', 'hanoi', 'dowjones', 'yeekee']) {
      const slots = nextRoundSlots(scheduleOf(code), new Date('2026-12-30T12:00:00Z'), 30);
      expect(slots).toHaveLength(30);
      slots.forEach((slot, i) => {
        if (i > 0) expect(slot.openAt).toEqual(slots[i - 1]?.closeAt);
        expect(slot.closeAt.getTime()).toBeGreaterThan(slot.openAt.getTime());
        expect(slot.drawAt.getTime()).toBeGreaterThanOrEqual(slot.closeAt.getTime());
      });
      expect(new Set(slots.map((slot) => slot.slot)).size).toBe(30);
    }
  });

  it('yields nothing for a schedule without any occurrence, rather than looping', () => {
    const never: Schedule = { kind: 'weekly', weekdays: [], close: '10:00', draw: '11:00' };
    expect([...roundSlotsAfter(never, new Date('2026-01-01T00:00:00Z'))]).toEqual([]);
  });

  it('gives the Bangkok date of an instant', () => {
    expect(bangkokDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(bangkokDate(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });
});
