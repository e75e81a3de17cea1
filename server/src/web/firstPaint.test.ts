import { withFirstPaint, withImagePreload } from './firstPaint';

describe('withImagePreload', () => {
  test('puts the preload at the end of the head', () => {
    expect(withImagePreload('<html><head><title>t</title></head><body></body></html>', '/cl-api/banners/1.svg')).toBe(
      '<html><head><title>t</title><link rel="preload" as="image" href="/cl-api/banners/1.svg" fetchpriority="high"></head><body></body></html>',
    );
  });

  test('an address cannot leave its attribute', () => {
    expect(withImagePreload('<head></head>', 'https://x.test/a.png?"><script>alert(1)</script>')).toBe(
      '<head><link rel="preload" as="image" href="https://x.test/a.png?&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" fetchpriority="high"></head>',
    );
  });
});

describe('withFirstPaint', () => {
  const SHELL =
    '<main><!--first-paint:home--><div class="fp-columns"><div>advert</div><div><!--first-paint:banners--></div></div><!--/first-paint:home--></main>';
  const banner = (n: number, link = '') => ({ image_url: `/cl-api/banners/${n}.svg`, link });

  test('a page other than home keeps the frame and loses the home part', () => {
    expect(withFirstPaint(SHELL, { home: false, path: '/lotto/transaction' })).toBe('<main></main>');
  });

  test('a page that opens with its title gets it in the first paint, above the message that it is loading', () => {
    const shell = `${SHELL.replace('</main>', '')}<!--first-paint:page--></main>`;
    expect(withFirstPaint(shell, { home: false, path: '/lotto/all' })).toBe(
      '<main><div class="fp-page"><h1>เลือกหวยที่ต้องการแทง</h1><p>กำลังโหลด...</p></div></main>',
    );
    expect(withFirstPaint(shell, { home: false, path: '/lotto/all/' })).toContain('<h1>เลือกหวยที่ต้องการแทง</h1>');
    expect(withFirstPaint(shell, { home: false, path: '/result' })).toBe('<main></main>');
  });

  test('home writes in its first two banners, the first fetched first, with a dot for every banner', () => {
    const html = withFirstPaint(SHELL, { home: true, banners: [banner(1), banner(2, 'https://x.test'), banner(3)], rates: [] });
    expect(html).toBe(
      '<main><!--first-paint:home--><div class="fp-columns"><div>advert</div><div>' +
        '<section class="fp-banners"><div class="fp-banner-list"><div class="fp-banner-track">' +
        '<div class="fp-banner"><img src="/cl-api/banners/1.svg" alt="โปรโมชั่นที่ 1" fetchpriority="high"></div>' +
        '<div class="fp-banner"><img src="/cl-api/banners/2.svg" alt="โปรโมชั่นที่ 2"></div>' +
        '</div></div><ul class="fp-dots"><li><span></span></li><li><span></span></li><li><span></span></li></ul></section>' +
        '</div></div><!--/first-paint:home--></main>',
    );
  });

  test('two banners: dots only where one slide shows; one banner: no dots; none: nothing', () => {
    expect(withFirstPaint(SHELL, { home: true, banners: [banner(1), banner(2)], rates: [] })).toContain('<ul class="fp-dots fp-dots-2">');
    expect(withFirstPaint(SHELL, { home: true, banners: [banner(1)], rates: [] })).not.toContain('fp-dots');
    expect(withFirstPaint(SHELL, { home: true, banners: [], rates: [] })).toBe(SHELL.replace('<!--first-paint:banners-->', ''));
  });

  test('an address cannot leave its attribute', () => {
    expect(
      withFirstPaint(SHELL, { home: true, banners: [banner(1), { image_url: '"><script>x</script>', link: '' }], rates: [] }),
    ).toContain('<img src="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  test("home's payout advert names the highest rate of the rate table and its type, as the home page does", () => {
    const shell = '<div><!--first-paint:advert--></div>';
    const rates = [
      { label: '3 ตัวโต๊ด', rate: 150 },
      { label: '3 ตัวบน', rate: 900 },
      { label: '2 ตัวบน', rate: 90 },
    ];
    expect(withFirstPaint(shell, { home: true, banners: [], rates })).toBe(
      '<div><section class="fp-advert"><p>จ่ายสูงสุด</p><h2><strong>บาทละ 900</strong></h2>' +
        '<p>3 ตัวบน แทง 1 บาท รับ 900 บาท*</p><small>*อัตราจ่ายจริงตามตารางอัตราจ่ายของแต่ละหวย</small></section></div>',
    );
    expect(withFirstPaint(shell, { home: true, banners: [], rates: [] })).toBe('<div></div>');
  });
});
