/**
 * What a load process sends (bench/src/lib/loadProcess.mjs): each plan takes plain data, so it can
 * cross to the process that runs it, and gives runLoad its requests and its check, and what the
 * run tallied beyond latencies.
 */

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

export const plans = {
  /** place_bet: every connection takes the members in turn; accepted stakes (satang) tallied per member. */
  placeBet({ connections, members, roundId, rates }) {
    const staked = new Map(members.map(([id]) => [id, 0]));
    return {
      request: (connection, i) => {
        const [memberId, authorization] = members[(connection + i * connections) % members.length];
        return {
          method: 'POST',
          path: '/lto-public-api/lotto/place_bet',
          headers: { authorization },
          body: slipBody(roundId, rates),
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

  /** One request again and again; `nonEmpty` also wants a non-empty `payload.result`. */
  repeat({ method = 'GET', path, authorization, body, nonEmpty = false }) {
    return {
      request: () => ({ method, path, headers: authorization ? { authorization } : {}, body }),
      check: (status, text) => status === 200 && (!nonEmpty || JSON.parse(text).payload.result.length > 0),
      tally: () => ({}),
    };
  },
};
