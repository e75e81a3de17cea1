import { bandOfStake, stakeBandsProblem, stakeRate, type StakeBand } from './stakeBands';

const BANDS: StakeBand[] = [
  { from: 1, to: 500, rate: 900 },
  { from: 500.01, to: 2000, rate: 750 },
  { from: 2000.01, to: null, rate: 600 },
];

describe('stake bands', () => {
  it('accept contiguous bands whose rates do not rise and stay at or below the base rate', () => {
    expect(stakeBandsProblem(BANDS, 900)).toBeNull();
    expect(stakeBandsProblem([], 900)).toBeNull();
  });

  it('refuse a gap, an overlap, an open band before the last, a reversed band and a rate above the base or rising', () => {
    expect(stakeBandsProblem([BANDS[0]!, { ...BANDS[1]!, from: 501 }], 900)).toBe('ช่วงต้องต่อเนื่องกัน: ช่วงถัดไปเริ่มที่ยอดสิ้นสุดของช่วงก่อน + 0.01 บาท');
    expect(stakeBandsProblem([BANDS[0]!, { ...BANDS[1]!, from: 400 }], 900)).toBe('ช่วงต้องต่อเนื่องกัน: ช่วงถัดไปเริ่มที่ยอดสิ้นสุดของช่วงก่อน + 0.01 บาท');
    expect(stakeBandsProblem([{ ...BANDS[0]!, to: null }, BANDS[1]!], 900)).toBe('ช่วงที่ไม่จำกัดยอดต้องเป็นช่วงสุดท้าย');
    expect(stakeBandsProblem([{ from: 10, to: 5, rate: 900 }], 900)).toBe('ยอดสิ้นสุดของช่วงต้องไม่น้อยกว่ายอดเริ่มต้น');
    expect(stakeBandsProblem(BANDS, 800)).toBe('อัตราของช่วงต้องไม่สูงกว่าอัตราปกติ 800');
    expect(stakeBandsProblem([BANDS[0]!, { ...BANDS[1]!, rate: 800 }, { ...BANDS[2]!, rate: 850 }], 900)).toBe(
      'อัตราของช่วงที่ยอดแทงสูงกว่าต้องไม่สูงกว่าช่วงก่อน',
    );
  });

  it("price a stake at its band's rate, both ends included, and the base rate outside every band or without a stake", () => {
    expect(bandOfStake(BANDS, 500)).toBe(BANDS[0]);
    expect(stakeRate(BANDS, 900, 500.01)).toBe(750);
    expect(stakeRate(BANDS, 900, 2000)).toBe(750);
    expect(stakeRate(BANDS, 900, 1_000_000)).toBe(600);
    expect(stakeRate(BANDS, 900, 0.5)).toBe(900);
    expect(stakeRate(BANDS, 900, undefined)).toBe(900);
  });
});
