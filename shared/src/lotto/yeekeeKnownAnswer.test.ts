import { createHash } from 'node:crypto';
import { houseShot, yeekeeCommitment, yeekeeResult } from './yeekee';

/**
 * The known-answer vector of the README: anyone can recompute it with sha256 alone.
 * house shot = int(sha256("yeekee-shot:" + seed), hex) mod 100000 = 31940 → "31940".
 */
const SEED = 'b7e23ec29af22b0b4e41da31e868d57226121c84d9f1a4ab8c2a3a3c5f3b0a4e';

describe('yeekee known-answer vector', () => {
  it('commits to sha256(seed)', async () => {
    expect(await yeekeeCommitment(SEED)).toBe('7a6eabc7c8168d6f433a3109e66541f174f0ab0c05072b8e9f96bbce18dd9063');
  });

  it('draws 31940 with no shots: 3top 940, 2top 40, 2bottom 31', async () => {
    expect(createHash('sha256').update(`yeekee-shot:${SEED}`).digest('hex')).toBe(
      'a29a37dd73451b6191df1848dd0904d4d78c845aa24acbc4d50992a735aeab64',
    );
    expect(await houseShot(SEED)).toBe(31940);
    expect(await yeekeeResult(SEED, [])).toEqual({ '3top': '940', '2top': '40', '2bottom': '31' });
  });

  it('adds the shots modulo 100000: 31940 + 12345 + 99999 → 44284', async () => {
    expect(await yeekeeResult(SEED, [12345, 99999])).toEqual({ '3top': '284', '2top': '84', '2bottom': '44' });
  });
});
