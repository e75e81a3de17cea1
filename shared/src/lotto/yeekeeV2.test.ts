import { createHash } from 'node:crypto';
import {
  YEEKEE_DRAW_VERSION,
  YEEKEE_V2_ITERATIONS,
  yeekeeDrawV2,
  yeekeeDigitsV2Yielding,
  yeekeeShotsDigest,
  yeekeeShotsDigestLink,
  type YeekeeShotInput,
} from './yeekee';
import { sha256HexOf, sha256Iterated, toHex } from './yeekeeSha256';

/** Known-answer vectors of docs/lottery-rules.md and the README, computed with Python's hashlib. */
const SEED = 'b7e23ec29af22b0b4e41da31e868d57226121c84d9f1a4ab8c2a3a3c5f3b0a4e';
const shots = (...numbers: string[]): YeekeeShotInput[] => numbers.map((number, index) => ({ seq: index + 1, number }));
const FULL_DRAW_MS = 120_000;

describe('the one SHA-256 of the yeekee rules', () => {
  it('equals Node’s sha256 on every padding case and on Thai text', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(119), 'ยิงเลข'.repeat(40)]) {
      expect(sha256HexOf(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('iterates sha256 over the raw 32 bytes', () => {
    let expected = createHash('sha256').update('start').digest();
    const start = new Uint8Array(expected);
    for (let step = 0; step < 1000; step++) expected = createHash('sha256').update(expected).digest();
    expect(toHex(sha256Iterated(start, 1000))).toBe(expected.toString('hex'));
  });
});

describe('yeekee draw version 2', () => {
  it('chains the shots into a digest, in order', () => {
    expect(yeekeeShotsDigest([])).toBe('778c1fb2967a93999c0342f7a0c685509157583b25e811a6a2ede3dce4593fd5');
    expect(yeekeeShotsDigest(shots('12345', '99999'))).toBe('056455bac74a81b847409c34a6c5caaa38927d2657f6757c95ba52fe57c3f373');
    expect(yeekeeShotsDigest(shots('99999', '12345'))).not.toBe(yeekeeShotsDigest(shots('12345', '99999')));
  });

  it('refuses shots out of order or not of 5 digits', () => {
    expect(() => yeekeeShotsDigest([{ seq: 2, number: '12345' }])).toThrow('shot 1 has seq 2');
    expect(() => yeekeeShotsDigest(shots('1234'))).toThrow('a shot is 5 digits');
    expect(() => yeekeeShotsDigest(shots('123456'))).toThrow('a shot is 5 digits');
  });

  it('gives the known answers with 1000 steps', () => {
    expect(yeekeeDrawV2(SEED, shots('12345', '99999'), 1000).digits).toBe('72751');
  });

  it(
    'gives the known answers of the README with the published number of steps',
    () => {
      expect(YEEKEE_DRAW_VERSION).toBe(2);
      expect(YEEKEE_V2_ITERATIONS).toBe(4_194_304);
      expect(yeekeeDrawV2(SEED, shots('12345', '99999'))).toEqual({
        version: 2,
        digits: '14882',
        result: { '3top': '882', '2top': '82', '2bottom': '14' },
        shotsDigest: '056455bac74a81b847409c34a6c5caaa38927d2657f6757c95ba52fe57c3f373',
        count: 2,
        sum: 112344,
      });
      expect(yeekeeDrawV2(SEED, []).digits).toBe('16914');
      expect(yeekeeDrawV2(SEED, shots('00000', '31415', '27182')).digits).toBe('75232');
    },
    FULL_DRAW_MS,
  );
});

/**
 * The attack of docs/lottery-rules.md: the house knows its seed and the shots so far and shoots
 * last through a member account of its own, trying shots until one draws the 2top it wants. The
 * rule gives it at most the window between the last shot it can see and the close.
 */
describe('a shooter with the seed in hand', () => {
  const WINDOW_MS = 1000;
  const shotsSoFar = shots('31415', '27182', '16180');

  function attack(iterations: number, target: string, windowMs: number): { tried: number; found: string | null } {
    const deadline = performance.now() + windowMs;
    let tried = 0;
    for (let candidate = 0; candidate < 100_000; candidate++) {
      const number = String(candidate).padStart(5, '0');
      const draw = yeekeeDrawV2(SEED, [...shotsSoFar, { seq: shotsSoFar.length + 1, number }], iterations);
      // A candidate evaluated after the close is of no use: the shot must be in before it.
      if (performance.now() > deadline) break;
      tried++;
      if (draw.result['2top'] === target) return { tried, found: number };
    }
    return { tried, found: null };
  }

  it('picks its 2top easily if the draw were fast (the test can fail)', () => {
    const fast = attack(1, '07', WINDOW_MS * 10);
    expect(fast.found).not.toBeNull();
    const chosen = yeekeeDrawV2(SEED, [...shotsSoFar, { seq: 4, number: fast.found! }], 1);
    expect(chosen.result['2top']).toBe('07');
  });

  it(
    'cannot evaluate a single shot of its own before the close, let alone pick a target',
    () => {
      const started = performance.now();
      const slow = attack(YEEKEE_V2_ITERATIONS, '07', WINDOW_MS);
      expect(performance.now() - started).toBeGreaterThan(WINDOW_MS);
      expect(slow).toEqual({ tried: 0, found: null });
    },
    FULL_DRAW_MS,
  );
});

describe("the yielding draw of a browser's check", () => {
  it('equals the draw, and the chain links equal the digest', async () => {
    const three = shots('00000', '31415', '27182');
    const draw = yeekeeDrawV2(SEED, three, 1000);
    expect(await yeekeeDigitsV2Yielding(SEED, draw.shotsDigest, { iterations: 1000, chunk: 300 })).toBe(draw.digits);
    const links = three.reduce<string | null>((previous, shot) => yeekeeShotsDigestLink(previous, shot), null);
    expect(links).toBe('4c11ffe58bf274f8caea76e397e2afaa7e2fcc9946efd8402666a3d57a3618e5');
  });
});
