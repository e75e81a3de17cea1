import { checkLimitForm, type LimitForm } from './limitForm';

const form = (changes: Partial<LimitForm>): LimitForm => ({
  type: 'top_two',
  number: '12',
  rate: '',
  closed: false,
  stakeCap: '',
  ...changes,
});

describe('a limited number', () => {
  it.each<[Partial<LimitForm>, object]>([
    [{ rate: '45' }, { type: 'top_two', number: '12', rate: 45, closed: false, stake_cap: null }],
    [{ closed: true }, { type: 'top_two', number: '12', rate: null, closed: true, stake_cap: null }],
    [{ stakeCap: '1000.50' }, { type: 'top_two', number: '12', rate: null, closed: false, stake_cap: 1000.5 }],
    [
      { rate: '90', stakeCap: '200' },
      { type: 'top_two', number: '12', rate: 90, closed: false, stake_cap: 200 },
    ],
  ])('%j is the rule %j', (changes, rule) => {
    expect(checkLimitForm(form(changes), 90)).toEqual({ errors: {}, rule });
  });

  it.each<[Partial<LimitForm>, object]>([
    [{ number: '1', closed: true }, { number: 'กรอกเลข 2 หลัก' }],
    [{ type: 'top_three', number: '12', closed: true }, { number: 'กรอกเลข 3 หลัก' }],
    [{ rate: '90.01' }, { rate: 'อัตราจ่ายเลขอั้นต้องไม่สูงกว่าอัตราปกติ' }],
    [{ rate: '0' }, { rate: 'อัตราจ่ายต้องมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง' }],
    [{ rate: '4.555' }, { rate: 'อัตราจ่ายต้องมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง' }],
    [{ stakeCap: '-5' }, { stakeCap: 'ยอดรับสูงสุดต้องมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง' }],
    [{}, { form: 'กรุณาระบุอัตราจ่าย ปิดรับ หรือยอดรับสูงสุด' }],
  ])('%j is refused with %j', (changes, errors) => {
    expect(checkLimitForm(form(changes), 90)).toEqual({ errors, rule: null });
  });
});
