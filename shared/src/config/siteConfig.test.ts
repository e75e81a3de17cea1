import { usableLink } from './siteConfig';

describe('usableLink', () => {
  it.each([
    ['https://line.me/R/ti/p/@x', 'https://line.me/R/ti/p/@x'],
    ['http://example.test', 'http://example.test'],
    ['line://ti/p/@x', null],
    ['javascript:alert(1)//http', null],
    ['javascript:fetch("http://evil.example")', null],
    ['data:text/html;base64,aHR0cA==', null],
    ['/lotto/all?http', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (link, expected) => {
    expect(usableLink(link)).toBe(expected);
  });
});
