import type { DigitsResult } from './matcher';

/**
 * Yeekee draws are provably fair (docs/lottery-rules.md). When a round opens the site publishes
 * sha256(seed); at close it reveals the seed, and anyone can recompute the result with
 * `yeekeeResult(seed, shots)`. The seed is the house's shot: it is fixed before any member shoots,
 * and hidden until close, so neither the house nor the last shooter can choose the result.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a round publishes when it opens. */
export function yeekeeCommitment(seed: string): Promise<string> {
  return sha256Hex(seed);
}

const SHOT_RANGE = 100_000;

/**
 * The house's 5-digit shot. It is taken from a hash of the seed under another label than the
 * commitment, so the published commitment tells nothing about it.
 */
export async function houseShot(seed: string): Promise<number> {
  const hash = await sha256Hex(`yeekee-shot:${seed}`);
  return Number(BigInt(`0x${hash}`) % BigInt(SHOT_RANGE));
}

/**
 * The result: the house's shot plus every member's 5-digit shot, modulo 100000, as five digits
 * "abcde" → 3top "cde", 2top "de", 2bottom "ab".
 */
export async function yeekeeResult(seed: string, shots: readonly number[]): Promise<DigitsResult> {
  for (const shot of shots) {
    if (!Number.isInteger(shot) || shot < 0 || shot >= SHOT_RANGE) throw new Error(`a shot is 0 to 99999, got ${shot}`);
  }
  const total = shots.reduce((sum, shot) => (sum + shot) % SHOT_RANGE, await houseShot(seed));
  const digits = String(total).padStart(5, '0');
  return { '3top': digits.slice(2), '2top': digits.slice(3), '2bottom': digits.slice(0, 2) };
}
