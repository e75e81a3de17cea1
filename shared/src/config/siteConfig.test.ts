import { usableLink } from './siteConfig';

describe('usableLink', () => {
  it.each([
    ['https://line.me/R/ti/p/@x', 'https://line.me/R/ti/p/@x'],
    ['http://example.test', 'http://example.test'],
    ['line://ti/p/@x', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (link, expected) => {
    expect(usableLink(link)).toBe(expected);
  });
});
