import { detectImageType, dailyWithdrawalLimitReached, paging, slipIdFromUrl, slipUrl, transactionId } from './rules';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('detectImageType', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['GIF 87a', bytes('GIF87a', 1, 0), 'image/gif'],
    ['GIF 89a', bytes('GIF89a', 1, 0), 'image/gif'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['text', bytes('hello, this is not an image'), null],
    ['PDF', bytes('%PDF-1.7'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a PNG signature cut short', bytes(0x89, 'PNG'), null],
    ['nothing', bytes(), null],
  ])('%s', (_case, data, type) => {
    expect(detectImageType(data)).toBe(type);
  });
});

describe('slip urls', () => {
  const id = 'abcdefghijklmnopqrstuvwxyz012-_A';

  it('reads back the id of the url it wrote, also made absolute', () => {
    expect(slipIdFromUrl(slipUrl(id))).toBe(id);
    expect(slipIdFromUrl(`https://api.example.com${slipUrl(id)}`)).toBe(id);
  });

  it.each(['', 'not a url', '/lto-public-api/slip/', '/lto-public-api/slip/short', `/other/${id}`, `${slipUrl(id)}/x`, 'http://['])(
    'refuses %p',
    (url) => {
      expect(slipIdFromUrl(url)).toBeNull();
    },
  );
});

describe('dailyWithdrawalLimitReached', () => {
  it('allows the 15th request of a day and refuses the 16th', () => {
    expect(dailyWithdrawalLimitReached(14)).toBe(false);
    expect(dailyWithdrawalLimitReached(15)).toBe(true);
  });
});

describe('paging', () => {
  it.each<[number, number, number]>([
    [0, 1, 1],
    [1, 1, 1],
    [50, 1, 1],
    [51, 2, 2],
    [101, 1, 3],
  ])('%p rows, page %p → %p pages', (total, page, pages) => {
    expect(paging(total, page)).toEqual({ page, pages });
  });
});

it('gives deposits and withdrawals ids of their own', () => {
  expect(transactionId('deposit', 7)).toBe('deposit-7');
  expect(transactionId('withdraw', 7)).toBe('withdraw-7');
});
