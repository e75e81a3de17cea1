import { checkResult, resultFields, resultText, resultValues, sameResult } from './resultForm';

describe('the result form of a lottery', () => {
  it('asks a government draw for the first prize, two front and two back threes and the bottom two', () => {
    expect(resultFields('government', true).map((field) => [field.label, field.digits])).toEqual([
      ['รางวัลที่ 1', 6],
      ['หน้า 3 ตัว ชุดที่ 1', 3],
      ['หน้า 3 ตัว ชุดที่ 2', 3],
      ['ท้าย 3 ตัว ชุดที่ 1', 3],
      ['ท้าย 3 ตัว ชุดที่ 2', 3],
      ['2 ตัวล่าง', 2],
    ]);
  });

  it('asks 4 ตัวบน only of a lottery with a four-digit result', () => {
    expect(resultFields('digits', false).map((field) => field.label)).toEqual(['3 ตัวบน', '2 ตัวบน', '2 ตัวล่าง']);
    expect(resultFields('digits', true).map((field) => field.label)).toEqual(['4 ตัวบน', '3 ตัวบน', '2 ตัวบน', '2 ตัวล่าง']);
  });

  it('builds the result the server takes', () => {
    const government = { first_prize: '987123', '3front.0': '111', '3front.1': '222', '3back.0': '333', '3back.1': '444', '2bottom': '45' };
    expect(checkResult(government, 'government', true)).toEqual({
      errors: {},
      result: { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '45' },
    });
    expect(checkResult({ '4top': '7123', '3top': '123', '2top': '23', '2bottom': '45' }, 'digits', true).result).toEqual({
      '4top': '7123',
      '3top': '123',
      '2top': '23',
      '2bottom': '45',
    });
  });

  it('names each field with the wrong number of digits', () => {
    expect(
      checkResult(
        { first_prize: '98712', '3front.0': '111', '3front.1': '2', '3back.0': '333', '3back.1': '444', '2bottom': '' },
        'government',
        true,
      ),
    ).toEqual({
      errors: { first_prize: 'กรอกตัวเลข 6 หลัก', '3front.1': 'กรอกตัวเลข 3 หลัก', '2bottom': 'กรอกตัวเลข 2 หลัก' },
      result: null,
    });
  });

  it('refuses a 2 ตัวบน that is not the end of 3 ตัวบน, and a 3 ตัวบน that is not the end of 4 ตัวบน', () => {
    expect(checkResult({ '3top': '123', '2top': '32', '2bottom': '45' }, 'digits', false).errors).toEqual({
      '2top': 'ต้องตรงกับ 2 ตัวท้ายของ 3 ตัวบน',
    });
    expect(checkResult({ '4top': '7124', '3top': '123', '2top': '23', '2bottom': '45' }, 'digits', true).errors).toEqual({
      '3top': 'ต้องตรงกับ 3 ตัวท้ายของ 4 ตัวบน',
    });
  });

  it('starts a correction from the recorded result and tells results apart whatever their key order', () => {
    const recorded = { '2bottom': '45', '3top': '123', '2top': '23' };
    expect(resultValues(recorded, resultFields('digits', false))).toEqual({ '3top': '123', '2top': '23', '2bottom': '45' });
    expect(resultText(recorded)).toBe('3 ตัวบน 123 · 2 ตัวบน 23 · 2 ตัวล่าง 45');
    expect(sameResult(recorded, { '3top': '123', '2top': '23', '2bottom': '45' })).toBe(true);
    expect(sameResult(recorded, { '3top': '124', '2top': '24', '2bottom': '45' })).toBe(false);
  });
});
