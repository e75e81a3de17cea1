import { KNOWN_COMMITMENT, KNOWN_SEED, yeekeeItem } from '../../testing/sampleResults';
import { verifyYeekeeDraw } from './verifyYeekeeDraw';

describe('verifyYeekeeDraw', () => {
  it('verifies the known-answer vector: the seed hashes to the commitment and draws 940 / 40 / 31', async () => {
    expect(await verifyYeekeeDraw(KNOWN_SEED, KNOWN_COMMITMENT, yeekeeItem.result)).toEqual({
      hash: KNOWN_COMMITMENT,
      hashMatches: true,
      computed: { '3top': '940', '2top': '40', '2bottom': '31' },
      resultMatches: true,
      verified: true,
    });
  });

  it('fails a tampered seed on both counts', async () => {
    const outcome = await verifyYeekeeDraw(`${KNOWN_SEED.slice(0, -1)}f`, KNOWN_COMMITMENT, yeekeeItem.result);
    expect(outcome).toMatchObject({ hashMatches: false, verified: false });
    expect(outcome.hash).not.toBe(KNOWN_COMMITMENT);
  });

  it('fails a result that the seed does not give, even with the right seed', async () => {
    expect(await verifyYeekeeDraw(KNOWN_SEED, KNOWN_COMMITMENT, { '3top': '941', '2top': '41', '2bottom': '31' })).toMatchObject({
      hashMatches: true,
      resultMatches: false,
      verified: false,
    });
  });
});
