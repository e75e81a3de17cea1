import { yeekeeCommitment, yeekeeResult, type DigitsResult } from '@lotto/shared';

export interface YeekeeVerification {
  /** sha256(seed) as this browser computes it. */
  hash: string;
  hashMatches: boolean;
  /** The draw recomputed from the seed with the server's own function (no members' shots yet). */
  computed: DigitsResult;
  resultMatches: boolean;
  verified: boolean;
}

const DRAWN_KEYS = ['3top', '2top', '2bottom'] as const;

/**
 * Checks a yeekee draw the way anyone can: the seed must hash to the commitment published before
 * the round closed, and the shared derivation of the seed must give the digits that were drawn.
 */
export async function verifyYeekeeDraw(
  seed: string,
  commitment: string,
  result: Readonly<Record<string, string | readonly string[]>>,
): Promise<YeekeeVerification> {
  const hash = await yeekeeCommitment(seed);
  const computed = await yeekeeResult(seed, []);
  const hashMatches = hash === commitment.toLowerCase();
  const resultMatches = DRAWN_KEYS.every((key) => result[key] === computed[key]);
  return { hash, hashMatches, computed, resultMatches, verified: hashMatches && resultMatches };
}
