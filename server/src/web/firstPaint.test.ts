import { withImagePreload } from './firstPaint';

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
