import { useState } from 'react';
import { toast } from 'react-toastify';
import { BET_TYPE_INFO, withValues, th, type BetType, type SlipLine } from '@lotto/shared';
import { useAppDispatch, type QueryError, type RootState } from '@lotto/shared/client';
import { roundsApi } from '../api/roundsApi';
import { usePriceNumbers } from '../api/numbersPaidApi';
import { linesAdded, selectRoundLines, type CartLine } from './cartSlice';

/** A line to load, with the rate it had when it was placed (แทงซ้ำ), so that a changed rate is marked. */
export type LineToLoad = SlipLine & { previousRate?: number };

const words = th.pad.loadLines;
const named = (lines: readonly { type: BetType; number: string }[]) =>
  lines.map(({ type, number }) => `${number} (${BET_TYPE_INFO[type].label})`).join(', ');

/**
 * Lines from elsewhere (a saved slip, a placed slip, pasted text) into the cart of an open round,
 * through the pad's pricing: the lottery's bet types (pay_rate), then numbers_paid for all of
 * them at once. Each line the cart cannot take is reported in Thai, never dropped silently: a type
 * the lottery lacks (one message listing them), a number already in the cart, a closed number.
 */
export function useLoadLines() {
  const dispatch = useAppDispatch();
  const priceNumbers = usePriceNumbers();
  const [loading, setLoading] = useState(false);

  /** True once the lines were priced and what the cart can take is in it; false when a request failed (its message shown). */
  const load = async (round: { round_id: string; code: string }, lines: readonly LineToLoad[]): Promise<boolean> => {
    setLoading(true);
    const rates = dispatch(roundsApi.endpoints.payRate.initiate(round.code));
    try {
      const offered = new Set((await rates.unwrap()).map((rate) => rate.type));
      const missing = lines.filter((line) => !offered.has(line.type));
      if (missing.length > 0) toast.error(withValues(words.typesMissing, { count: missing.length, lines: named(missing) }));
      const cart = dispatch((_dispatch, getState: () => RootState) => selectRoundLines(getState(), round.round_id));
      // A line the cart has, or one the same lines had before it, is a duplicate: the cart keeps one line per type and number.
      const taken = new Set(cart.map((line) => `${line.type}:${line.number}`));
      const fresh: LineToLoad[] = [];
      const duplicates: LineToLoad[] = [];
      for (const line of lines.filter((item) => offered.has(item.type))) {
        const key = `${line.type}:${line.number}`;
        (taken.has(key) ? duplicates : fresh).push(line);
        taken.add(key);
      }
      if (duplicates.length > 0) toast.info(withValues(th.betting.bet.duplicate, { numbers: named(duplicates) }));

      const terms = await priceNumbers(
        round.round_id,
        fresh.map(({ type, number, amount }) => ({ type, number, amount })),
      );
      const added: CartLine[] = [];
      const closed: string[] = [];
      for (const line of fresh) {
        const term = terms.find((item) => item.type === line.type && item.number === line.number);
        if (!term) continue;
        if (term.status === 'closed') {
          closed.push(line.number);
          continue;
        }
        added.push({
          type: line.type,
          number: line.number,
          rate: term.rate,
          amount: String(line.amount),
          limited: term.status === 'limited',
          rateChanged: line.previousRate !== undefined && line.previousRate !== term.rate,
          remaining: term.remaining ?? null,
          cap: term.cap ?? null,
          closed: false,
        });
      }
      // One message names every closed number, as the pad does.
      if (closed.length > 0) toast.error(withValues(th.lotto.numberClosed, { number: [...new Set(closed)].join(', ') }));
      if (added.length > 0) {
        dispatch(linesAdded({ roundId: round.round_id, lines: added }));
        toast.success(withValues(words.added, { count: added.length }));
      } else if (duplicates.length === 0) {
        toast.error(words.noneAdded);
      }
      return true;
    } catch (error) {
      toast.error((error as QueryError).message ?? th.errors.generic);
      return false;
    } finally {
      rates.unsubscribe();
      setLoading(false);
    }
  };

  return { load, loading };
}
