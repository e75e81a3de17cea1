import { isWideResultCard, prizeEntries, prizeLabel, prizeValueText, resultGridSpans } from './resultDisplay';

describe('result display rules', () => {
  it('gives first_prize the full width and counts one entry fewer for the government lottery: a third each', () => {
    expect(resultGridSpans(['first_prize', '3front', '3back', '2bottom'])).toEqual([12, 4, 4, 4]);
    expect(resultGridSpans(['first_prize', '3front', '3back'])).toEqual([12, 6, 6]);
  });

  it('shares the 12 columns equally among the entries of other lotteries', () => {
    expect(resultGridSpans(['3top', '2top', '2bottom'])).toEqual([4, 4, 4]);
    expect(resultGridSpans(['4top', '3top', '2top', '2bottom'])).toEqual([3, 3, 3, 3]);
    expect(resultGridSpans(['3top'])).toEqual([12]);
    expect(resultGridSpans(['first_prize'])).toEqual([12]);
    expect(resultGridSpans(['3top', '2top', '2bottom', '4top', 'top_one'])).toEqual([2, 2, 2, 2, 2]);
  });

  it('shows the government card wide, others not', () => {
    expect(isWideResultCard('government')).toBe(true);
    expect(isWideResultCard('government_top1000')).toBe(false);
    expect(isWideResultCard('hanoi')).toBe(false);
  });

  it('joins array values with commas', () => {
    expect(prizeValueText(['111', '222'])).toBe('111, 222');
    expect(prizeValueText('45')).toBe('45');
  });

  it('labels the prize keys of docs/api-conventions.md#payloads in Thai', () => {
    expect(['4top', '3top', '3front', '3back', '2top', '2bottom', '2back', 'first_prize', 'top_one', 'bottom_one'].map(prizeLabel)).toEqual(
      ['4 ตัวบน', '3 ตัวบน', 'หน้า 3 ตัว', 'ท้าย 3 ตัว', '2 ตัวบน', '2 ตัวล่าง', 'ท้าย 2 ตัว', 'รางวัลที่ 1', 'วิ่งบน', 'วิ่งล่าง'],
    );
    expect(prizeLabel('mystery')).toBe('mystery');
  });

  it('lists the entries in prize order whatever the stored order', () => {
    expect(prizeEntries({ '2bottom': '45', '3back': ['333', '444'], first_prize: '987123', '3front': ['111', '222'] })).toEqual([
      { key: 'first_prize', label: 'รางวัลที่ 1', text: '987123' },
      { key: '3front', label: 'หน้า 3 ตัว', text: '111, 222' },
      { key: '3back', label: 'ท้าย 3 ตัว', text: '333, 444' },
      { key: '2bottom', label: '2 ตัวล่าง', text: '45' },
    ]);
  });
});
