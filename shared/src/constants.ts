/** Business constants of docs/api-conventions.md#constants. */
export const QUICK_STAKES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_LINE_AMOUNT = 1;
export const WITHDRAW_MIN_BAHT = 50;
export const WITHDRAW_MAX_BAHT = 200_000;
export const WITHDRAWALS_PER_DAY = 15;
export const DEPOSIT_MIN_BAHT = 1;
export const DEPOSIT_AMOUNT_MAX_LENGTH = 6;
export const STATEMENT_PAGE_SIZE = 50;
export const BET_HISTORY_PAGE_SIZE = 25;
export const USER_REFETCH_MS = 10_000;
export const POPUP_SUPPRESS_MS = 60 * 60 * 1000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const RESULT_GRID_COLUMNS = 12;
export const BANGKOK_TZ = 'Asia/Bangkok';
