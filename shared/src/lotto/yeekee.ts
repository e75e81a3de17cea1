import type { DigitsResult } from './matcher';
import { sha256Bytes, sha256HexOf, sha256Iterated, toHex } from './yeekeeSha256';

/**
 * Yeekee draws are provably fair (docs/lottery-rules.md). When a round opens the site publishes
 * sha256(seed); at close it reveals the seed, and anyone can recompute the result.
 * Version 1 (rounds drawn before members could shoot): `yeekeeResult(seed, shots)`.
 * Version 2: `yeekeeDrawV2(seed, shots)`, a slow sequential function of the seed and every
 * member's shot, evaluated after close, so that nobody — not the house, which knows its seed, and
 * not the last shooter — can try out shots before the round closes.
 */
export async function sha256Hex(text: string): Promise<string> {
  return Promise.resolve(sha256HexOf(text));
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

/** The draw function of rounds drawn with members' shots. */
export const YEEKEE_DRAW_VERSION = 2;
/** Version 1 is the seed-only draw above, kept so that old rounds stay verifiable. */
export const YEEKEE_DRAW_VERSIONS = [1, YEEKEE_DRAW_VERSION] as const;

/**
 * Sequential SHA-256 steps of a version-2 draw: about 4.7 s in Node on the build machine and a few
 * seconds in a browser (figures in docs/lottery-rules.md), far longer than the time a shooter has
 * between the last shot it can see and the close.
 */
export const YEEKEE_V2_ITERATIONS = 4_194_304;

/** A member's shot as the draw sees it: its place in the round and its five digits. */
export interface YeekeeShotInput {
  seq: number;
  number: string;
}

const SHOT_DIGITS = /^\d{5}$/;
const SHOTS_DIGEST_START = 'yeekee-v2-shots';

/**
 * The shots' digest, a chain: d0 = sha256("yeekee-v2-shots"), d(i) = sha256(d(i-1) + ":" + seq +
 * ":" + number), hex. Each shot's link is fixed the moment it is accepted (the running digest
 * after shot i is `shotsDigest(first i shots)`), and a shot cannot be dropped, moved or changed
 * afterwards without changing every later link.
 */
export function yeekeeShotsDigest(shots: readonly YeekeeShotInput[]): string {
  return (
    shots.reduce<string | null>((digest, shot, index) => {
      if (shot.seq !== index + 1) throw new Error(`shots are numbered 1, 2, 3, …: shot ${index + 1} has seq ${shot.seq}`);
      return yeekeeShotsDigestLink(digest, shot);
    }, null) ?? sha256HexOf(SHOTS_DIGEST_START)
  );
}

/** The chain's link after `shot`, from the link before it (null before the first shot). */
export function yeekeeShotsDigestLink(previous: string | null, shot: YeekeeShotInput): string {
  if (!SHOT_DIGITS.test(shot.number)) throw new Error(`a shot is 5 digits, got ${JSON.stringify(shot.number)}`);
  return sha256HexOf(`${previous ?? sha256HexOf(SHOTS_DIGEST_START)}:${shot.seq}:${shot.number}`);
}

/** What a verifier needs besides the seed and the shots, and what the draw gave. */
export interface YeekeeDraw {
  version: 2;
  digits: string;
  result: DigitsResult;
  shotsDigest: string;
  count: number;
  /** The shots' sum as peer sites show it; the draw does not use it. */
  sum: number;
}

/** Five digits "abcde" → 3top "cde", 2top "de", 2bottom "ab". */
export function yeekeeDigitsResult(digits: string): DigitsResult {
  return { '3top': digits.slice(2), '2top': digits.slice(3), '2bottom': digits.slice(0, 2) };
}

/**
 * Version 2: x0 = sha256("yeekee-v2:" + seed + ":" + shotsDigest), x(i+1) = sha256(x(i)) on the
 * 32 raw bytes, `iterations` times; the five digits are int(x(T)) mod 100000. Synchronous, the
 * same in Node and browsers. `iterations` other than YEEKEE_V2_ITERATIONS is for tests only.
 */
export function yeekeeDrawV2(seed: string, shots: readonly YeekeeShotInput[], iterations: number = YEEKEE_V2_ITERATIONS): YeekeeDraw {
  const shotsDigest = yeekeeShotsDigest(shots);
  const start = sha256Bytes(new TextEncoder().encode(`yeekee-v2:${seed}:${shotsDigest}`));
  const end = toHex(sha256Iterated(start, iterations));
  const digits = String(BigInt(`0x${end}`) % BigInt(SHOT_RANGE)).padStart(5, '0');
  return {
    version: YEEKEE_DRAW_VERSION,
    digits,
    result: yeekeeDigitsResult(digits),
    shotsDigest,
    count: shots.length,
    sum: shots.reduce((sum, shot) => sum + Number(shot.number), 0),
  };
}

/**
 * The five digits of draw version 2 from the seed and the shots' digest, giving the event loop back
 * every `chunk` steps: a browser stays responsive while it checks a draw (the chain resumes from
 * x(i) at any i). The server draws on a worker thread instead (server/src/lotto/rounds/drawWorker.ts).
 */
export async function yeekeeDigitsV2Yielding(
  seed: string,
  shotsDigest: string,
  { iterations = YEEKEE_V2_ITERATIONS, chunk = 65_536 }: { iterations?: number; chunk?: number } = {},
): Promise<string> {
  let x = sha256Bytes(new TextEncoder().encode(`yeekee-v2:${seed}:${shotsDigest}`));
  for (let done = 0; done < iterations; done += chunk) {
    x = sha256Iterated(x, Math.min(chunk, iterations - done));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return String(BigInt(`0x${toHex(x)}`) % BigInt(SHOT_RANGE)).padStart(5, '0');
}
