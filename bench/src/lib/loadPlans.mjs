/**
 * What a load process sends (bench/src/lib/loadProcess.mjs): each plan takes plain data, so it can
 * cross to the process that runs it, and gives runLoad its requests and its check, and what the
 * run tallied beyond latencies.
 */

import { randomUUID } from 'node:crypto';

/** Types of the 5 lines of a bench slip: one of each, so a slip names 5 distinct per-number totals. */
export const SLIP_TYPES = ['bottom_two', 'first_three', 'last_three', 'top_three', 'top_two'];
/** Every bench line stakes 1 baht. */
const LINE_BAHT = 1;
const SLIP_SATANG = SLIP_TYPES.length * LINE_BAHT * 100;

const random = (n) => Math.floor(Math.random() * n);
const pad = (value, width) => String(value).padStart(width, '0');

/** A 5-line slip of 1-baht lines, one line per type, random numbers, at `rates` ([type, rate] pairs). */
export function slipBody(roundId, rates) {
  const rateOf = new Map(rates);
  return {
    round_id: String(roundId),
    place_bet: SLIP_TYPES.map((type) => ({
      round_id: String(roundId),
      type,
      number: type.endsWith('two') ? pad(random(100), 2) : pad(random(1000), 3),
      amount: LINE_BAHT,
      rate: rateOf.get(type),
    })),
  };
}

/** A digit 0–9 as text. */
const digit = () => String(random(10));

/**
 * A 5-line slip of 1-baht lines aimed at correlated numbers: every line wins on outcomes ending in
 * 23 (3 ตัวบน d23, 3 ตัวโต๊ด of 23d, 2 ตัวบน 23, 4 ตัวบน dd23, and 4 ตัวโต๊ด of 23dd or, `withRun`,
 * วิ่งบน 2 or 3), so every slip shares the rows of those outcomes with every other
 * (docs/lottery-rules.md#risk-by-liability).
 */
export function correlatedSlipBody(roundId, rates, withRun = false) {
  const rateOf = new Map(rates);
  const lines = [
    ['top_three', `${digit()}23`],
    ['todd_three', `23${digit()}`],
    ['top_two', '23'],
    ['top_four', `${digit()}${digit()}23`],
    withRun ? ['top_one', random(2) ? '2' : '3'] : ['todd_four', `23${digit()}${digit()}`],
  ];
  return {
    round_id: String(roundId),
    place_bet: lines.map(([type, number]) => ({ round_id: String(roundId), type, number, amount: LINE_BAHT, rate: rateOf.get(type) })),
  };
}

export const plans = {
  /**
   * place_bet: every connection takes the members in turn; accepted stakes (satang) tallied per
   * member. `correlated`: the slips of correlatedSlipBody instead of random numbers ('run': with วิ่งบน).
   */
  placeBet({ connections, members, roundId, rates, correlated = false }) {
    const staked = new Map(members.map(([id]) => [id, 0]));
    const body = correlated ? (id, table) => correlatedSlipBody(id, table, correlated === 'run') : slipBody;
    return {
      request: (connection, i) => {
        const [memberId, authorization] = members[(connection + i * connections) % members.length];
        return {
          method: 'POST',
          path: '/lto-public-api/lotto/place_bet',
          // A new key per slip, as the site sends (mf-betting's useSubmitSlip).
          headers: { authorization, 'idempotency-key': randomUUID() },
          body: body(roundId, rates),
          memberId,
        };
      },
      check: (status, body, request) => {
        if (status !== 200) return false;
        staked.set(request.memberId, staked.get(request.memberId) + SLIP_SATANG);
        return JSON.parse(body).status === 'success';
      },
      tally: () => ({ staked: [...staked] }),
    };
  },

  /**
   * One request again and again; `nonEmpty` also wants a non-empty `payload.result` (of an answer
   * sent uncompressed: with `acceptEncoding` sent, only the status is checked).
   */
  repeat({ method = 'GET', path, authorization, body, nonEmpty = false, acceptEncoding }) {
    const headers = { ...(authorization && { authorization }), ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) };
    return {
      request: () => ({ method, path, headers, body }),
      check: (status, text) => status === 200 && (!nonEmpty || JSON.parse(text).payload.result.length > 0),
      tally: () => ({}),
    };
  },
};
