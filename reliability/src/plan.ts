import { postgresUrl } from './database';

/** The engine of this run: every phase on PostgreSQL, the crash phase alone on PGlite. */
export const onPostgres = postgresUrl !== undefined;

/**
 * Lotteries the traffic bets on: a government draw (its own result shape), one with four digits,
 * daily ones with three, and a stock index. Their rounds are opened and closed by staff PATCH.
 */
export const LOTTERIES = ['government', 'malaysia', 'hanoi', 'hanoi_vip', 'lao_star', 'dowjones'] as const;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
