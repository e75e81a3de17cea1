/**
 * The client's own record of a phase: every operation the server acknowledged, as the answers
 * told it, and every operation whose outcome the client could not know (the connection broke).
 * The checks compare the database with this record.
 */
export type Decision = 'success' | 'reject';

export interface SlipRecord {
  username: string;
  roundId: number;
  /** Satang, as the client staked it. */
  total: bigint;
  /** Acknowledged cancels: more than one is a slip refunded twice. */
  cancels: number;
}

export interface MoneyRequestRecord {
  username: string;
  amount: bigint;
  /** Acknowledged staff decisions: more than one is a request decided twice. */
  decisions: Decision[];
}

/**
 * What an operation of unknown outcome may have done, so that a check made before it is resolved
 * accepts exactly that and nothing else: `creates` a new row of a member (a slip with its stake,
 * a deposit, a withdrawal with its hold), or `decides` an existing one ('slip:7' cancelled,
 * 'deposit:3' or 'withdrawal:5' decided).
 */
export type Effect = { creates: 'slip' | 'deposit' | 'withdrawal'; username: string } | { decides: string };

export interface PhaseCounts {
  /** Operations sent: money-moving calls and result recordings. */
  operations: number;
  /** Of them, refused by the server (4xx, 503, or no connection). */
  refused: number;
  crashes: number;
}

export class Book {
  readonly slips = new Map<number, SlipRecord>();
  readonly deposits = new Map<number, MoneyRequestRecord>();
  readonly withdrawals = new Map<number, MoneyRequestRecord>();
  /** Round id → acknowledged result recordings (settlements); more than one is a round settled twice. */
  readonly settlements = new Map<number, number>();
  /** Idempotency keys of acknowledged operations: each must be stored. */
  readonly ackedKeys = new Set<string>();
  /** Idempotency keys the server refused: none may be stored. */
  readonly refusedKeys = new Set<string>();
  /** Effects of operations not yet resolved. */
  readonly inDoubt: Effect[] = [];
  /** 5xx answers other than 503, and requests that hung: server bugs, each described. */
  readonly failures: string[] = [];
  readonly counts: PhaseCounts = { operations: 0, refused: 0, crashes: 0 };

  addSlip(id: number, slip: Omit<SlipRecord, 'cancels'>): void {
    if (this.slips.has(id)) this.failures.push(`slip ${id} acknowledged twice`);
    this.slips.set(id, { ...slip, cancels: 0 });
  }

  addDeposit(id: number, record: Omit<MoneyRequestRecord, 'decisions'>): void {
    if (this.deposits.has(id)) this.failures.push(`deposit ${id} acknowledged twice`);
    this.deposits.set(id, { ...record, decisions: [] });
  }

  addWithdrawal(id: number, record: Omit<MoneyRequestRecord, 'decisions'>): void {
    if (this.withdrawals.has(id)) this.failures.push(`withdrawal ${id} acknowledged twice`);
    this.withdrawals.set(id, { ...record, decisions: [] });
  }

  addSettlement(roundId: number): void {
    this.settlements.set(roundId, (this.settlements.get(roundId) ?? 0) + 1);
  }
}
