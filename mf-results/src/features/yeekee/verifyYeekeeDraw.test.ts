import { KNOWN_COMMITMENT, KNOWN_SEED, yeekeeItem } from '../../testing/sampleResults';
import { verifyYeekeeDraw } from '@lotto/shared';

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

describe('verifyYeekeeDraw of a version 2 round', () => {
  // README's known answer: shots 12345 and 99999 give this digest, and the draw 14882.
  const shotsDigest = '056455bac74a81b847409c34a6c5caaa38927d2657f6757c95ba52fe57c3f373';
  const drawn = { '3top': '882', '2top': '82', '2bottom': '14' };

  it('recomputes the draw from the seed and the shots digest with the full chain', async () => {
    expect(await verifyYeekeeDraw(KNOWN_SEED, KNOWN_COMMITMENT, drawn, { draw_version: 2, shots_digest: shotsDigest })).toEqual({
      hash: KNOWN_COMMITMENT,
      hashMatches: true,
      computed: drawn,
      resultMatches: true,
      verified: true,
    });
  }, 60_000);

  it('fails the same digits read as a version 1 draw', async () => {
    expect(await verifyYeekeeDraw(KNOWN_SEED, KNOWN_COMMITMENT, drawn, { draw_version: 1 })).toMatchObject({
      resultMatches: false,
      verified: false,
    });
  });
});
