import type { DigitsResult } from './matcher';
import { yeekeeCommitment, yeekeeDigitsResult, yeekeeDigitsV2Yielding, yeekeeResult } from './yeekee';

export interface YeekeeVerification {
  /** sha256(seed) as this browser computes it. */
  hash: string;
  hashMatches: boolean;
  /** The draw recomputed with the server's own function of the round's version. */
  computed: DigitsResult;
  resultMatches: boolean;
  verified: boolean;
}

/** Which function drew the round, and for version 2 the digest of its shots (bet_result carries both). */
export interface YeekeeVerifyInputs {
  draw_version?: number | null;
  shots_digest?: string | null;
}

const DRAWN_KEYS = ['3top', '2top', '2bottom'] as const;

/** Version 2 hashes the seed and the shots' digest millions of times; version 1 (older rounds) the seed alone. */
async function recomputed(seed: string, { draw_version, shots_digest }: YeekeeVerifyInputs): Promise<DigitsResult> {
  if (draw_version === 2 && shots_digest) return yeekeeDigitsResult(await yeekeeDigitsV2Yielding(seed, shots_digest));
  return yeekeeResult(seed, []);
}

/**
 * Checks a yeekee draw the way anyone can (the results page and the bet screen's ตรวจสอบ): the seed must hash to the commitment published before
 * the round closed, and the shared draw function of the round's version must give the digits that
 * were drawn.
 */
export async function verifyYeekeeDraw(
  seed: string,
  commitment: string,
  result: Readonly<Record<string, string | readonly string[]>>,
  inputs: YeekeeVerifyInputs = {},
): Promise<YeekeeVerification> {
  const hash = await yeekeeCommitment(seed);
  const computed = await recomputed(seed, inputs);
  const hashMatches = hash === commitment.toLowerCase();
  const resultMatches = DRAWN_KEYS.every((key) => result[key] === computed[key]);
  return { hash, hashMatches, computed, resultMatches, verified: hashMatches && resultMatches };
}
