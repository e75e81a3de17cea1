import { LOTTERIES } from '@lotto/shared';
import { logoHue, logoLines, lotteryLogoSvg } from './logo';

describe('lottery logo', () => {
  it('shortens the Thai name to at most two lines', () => {
    expect(logoLines('หวยรัฐบาลไทย')).toEqual(['รัฐบาลไทย']);
    expect(logoLines('หวยออมสิน 5 ปี')).toEqual(['ออมสิน', '5 ปี']);
    expect(logoLines('หวยฮานอย VIP')).toEqual(['ฮานอย', 'VIP']);
    expect(logoLines('หุ้นจีนรอบเช้า')).toEqual(['จีน', 'รอบเช้า']);
    expect(logoLines('หุ้นดาวโจนส์')).toEqual(['ดาวโจนส์']);
    for (const lottery of LOTTERIES) expect(logoLines(lottery.name).length).toBeLessThanOrEqual(2);
  });

  it('keeps one colour per code', () => {
    expect(logoHue('hanoi')).toBe(logoHue('hanoi'));
    expect(logoHue('china_morning')).not.toBe(logoHue('china_afternoon'));
  });

  it('draws a circle with the short name and escapes the text', () => {
    const svg = lotteryLogoSvg('government', 'หวยรัฐบาลไทย');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<circle');
    expect(svg).toContain('>รัฐบาลไทย</text>');
    expect(svg).toContain('<title>หวยรัฐบาลไทย</title>');
    expect(lotteryLogoSvg('x', 'หวย<b>&"')).toContain('&lt;b&gt;&amp;&quot;');
  });
});
