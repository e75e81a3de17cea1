import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { isBetType, type BetType, type CurrentRate, type NumberTermsItem } from '@lotto/shared';
import { rootReducer } from '@lotto/shared/client';

/** One number of one bet type in the member's slip, as docs/api-conventions.md#payloads keeps it on the client. */
export interface CartLine {
  type: BetType;
  number: string;
  rate: number;
  /** Free text as typed; converted to a number on send. */
  amount: string;
  /** A limited number (เลขอั้น): its rate is the reduced one the server gave. */
  limited: boolean;
  /** Baht the number can still take in the round (numbers_paid's remaining); null when uncapped. */
  remaining: number | null;
  /** The cap remaining counts down from (numbers_paid's cap), so that รับได้อีก shows only near it (capIsNear). */
  cap: number | null;
  /** The number stopped taking bets after it was added (a refresh of its terms said closed). */
  closed: boolean;
  /** The server answered RATE_CHANGED with another rate for this line: the member must see it. */
  rateChanged: boolean;
}

/** The slip of each round, by round_id: a member's numbers never move to another round. */
export interface CartState {
  rounds: Record<string, CartLine[]>;
}

export const CART_STORAGE_KEY = 'lotto-cart';

function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    isBetType(line.type) &&
    typeof line.number === 'string' &&
    typeof line.rate === 'number' &&
    typeof line.amount === 'string'
  );
}

/** The cart a reload left in localStorage; anything unreadable starts an empty one. */
export function loadStoredCart(): CartState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    const rounds = (stored as Partial<CartState> | null)?.rounds;
    if (typeof rounds !== 'object' || rounds === null) return { rounds: {} };
    const valid = Object.entries(rounds).map(([roundId, lines]) => [
      roundId,
      Array.isArray(lines)
        ? lines.filter(isCartLine).map((line) => ({
            ...line,
            limited: !!line.limited,
            rateChanged: !!line.rateChanged,
            remaining: typeof line.remaining === 'number' ? line.remaining : null,
            cap: typeof line.cap === 'number' ? line.cap : null,
            closed: !!line.closed,
          }))
        : [],
    ]);
    return { rounds: Object.fromEntries(valid) };
  } catch {
    return { rounds: {} };
  }
}

export function saveCart(state: CartState): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the cart still works for this visit.
  }
}

const sameLine = (a: { type: BetType; number: string }, b: { type: BetType; number: string }) => a.type === b.type && a.number === b.number;

const EMPTY: CartLine[] = [];

export const cartSlice = createSlice({
  name: 'cart',
  initialState: loadStoredCart,
  reducers: {
    linesAdded(state, action: PayloadAction<{ roundId: string; lines: CartLine[] }>) {
      const lines = (state.rounds[action.payload.roundId] ??= []);
      for (const line of action.payload.lines) if (!lines.some((existing) => sameLine(existing, line))) lines.push(line);
    },
    lineRemoved(state, action: PayloadAction<{ roundId: string; type: BetType; number: string }>) {
      const lines = state.rounds[action.payload.roundId];
      if (lines) state.rounds[action.payload.roundId] = lines.filter((line) => !sameLine(line, action.payload));
    },
    amountChanged(state, action: PayloadAction<{ roundId: string; type: BetType; number: string; amount: string }>) {
      const line = state.rounds[action.payload.roundId]?.find((item) => sameLine(item, action.payload));
      if (line) line.amount = action.payload.amount;
    },
    allAmountsSet(state, action: PayloadAction<{ roundId: string; amount: string }>) {
      for (const line of state.rounds[action.payload.roundId] ?? []) line.amount = action.payload.amount;
    },
    /** RATE_CHANGED: every line takes the server's current rate; lines whose rate moved are marked. */
    ratesUpdated(state, action: PayloadAction<{ roundId: string; rates: CurrentRate[] }>) {
      for (const line of state.rounds[action.payload.roundId] ?? []) {
        const current = action.payload.rates.find((rate) => sameLine(rate, line));
        if (!current) continue;
        line.rateChanged = current.rate !== line.rate;
        line.rate = current.rate;
        line.limited = current.status === 'limited';
      }
    },
    /** Fresh live terms (numbers_paid) of the round's lines: rate, status and what each can still take. */
    termsUpdated(state, action: PayloadAction<{ roundId: string; terms: NumberTermsItem[] }>) {
      for (const line of state.rounds[action.payload.roundId] ?? []) {
        const current = action.payload.terms.find((terms) => sameLine(terms, line));
        if (!current) continue;
        if (current.status !== 'closed' && current.rate !== line.rate) {
          line.rateChanged = true;
          line.rate = current.rate;
        }
        line.limited = current.status === 'limited';
        line.closed = current.status === 'closed';
        line.remaining = current.remaining ?? null;
        line.cap = current.cap ?? null;
      }
    },
    roundCleared(state, action: PayloadAction<string>) {
      delete state.rounds[action.payload];
    },
    /** Drops the carts of rounds no longer taking bets, so that storage does not fill with old slips. */
    roundsPruned(state, action: PayloadAction<string[]>) {
      for (const roundId of Object.keys(state.rounds)) if (!action.payload.includes(roundId)) delete state.rounds[roundId];
    },
  },
  selectors: {
    selectRoundLines: (state, roundId: string) => state.rounds[roundId] ?? EMPTY,
  },
});

declare module '@lotto/shared/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

export const injectedCartSlice = cartSlice.injectInto(rootReducer);

export const { linesAdded, lineRemoved, amountChanged, allAmountsSet, ratesUpdated, termsUpdated, roundCleared, roundsPruned } =
  cartSlice.actions;
export const { selectRoundLines } = injectedCartSlice.selectors;
