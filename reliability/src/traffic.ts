import { Client, type Operation } from './client';
import { mustCall, type Outcome } from './http';
import type { Random } from './random';
import { uniquePng } from '../../tooling/testing/uniquePng';

export const DEMO_ADMIN = { username: '0800000099', password: 'admin1234' } as const;

/** Every traffic member's withdrawal PIN. */
export const MEMBER_PIN = '246810';

export interface Member {
  username: string;
  token: string;
}

export interface BetRate {
  type: string;
  rate: number;
  digits: number;
}

/** A lottery the traffic bets on: its rates, and whether staff record its results or the server draws them (yeekee). */
export interface LotteryPlan {
  code: string;
  rates: BetRate[];
  kind: 'government' | 'digits';
  fourDigits: boolean;
  drawnByServer: boolean;
}

export interface Site {
  adminToken: string;
  /** bank_id of the site's receiving account, as bank_deposit gives it. */
  depositBankId: number;
  members: Member[];
  lotteries: LotteryPlan[];
}

export interface TrafficOptions {
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop after this many operations (the bound of every loop). */
  operations: number;
  /** A round is closed and its result recorded once in about this many operations. */
  settleEvery: number;
}

const toSatang = (baht: number): bigint => BigInt(Math.round(baht * 100));
const REJECT_REASON = 'สลิปไม่ถูกต้อง ตรวจสอบไม่พบรายการโอน';
/** How long a round opened by the traffic stays open, unless the traffic closes it first. */
const ROUND_OPEN_MS = 2 * 3_600_000;

type OpName =
  | 'bet'
  | 'cancel'
  | 'deposit'
  | 'approveDeposit'
  | 'rejectDeposit'
  | 'withdraw'
  | 'approveWithdrawal'
  | 'rejectWithdrawal'
  | 'decideAgain'
  | 'strayCancel';

const MIX: Record<OpName, number> = {
  bet: 36,
  cancel: 8,
  deposit: 12,
  approveDeposit: 8,
  rejectDeposit: 4,
  withdraw: 13,
  approveWithdrawal: 8,
  rejectWithdrawal: 5,
  decideAgain: 3,
  strayCancel: 3,
};

interface RunningSlip {
  id: number;
  username: string;
  roundId: number;
}

interface Decided {
  resource: 'deposits' | 'withdrawals';
  id: number;
}

/**
 * Mixed member and staff traffic against the running server(s), as real clients would send it:
 * bets, cancels, deposits with staff approvals and rejections, withdrawals with approvals and
 * rejections, second decisions and cancels that must be refused, and rounds closed and settled
 * (two result recordings at once, one of which must be refused) while bets are in flight.
 */
export class Traffic {
  /** Lottery code → the round the traffic bets on. */
  readonly openRounds = new Map<string, number>();
  /** Rounds the traffic has closed; yeekee ones wait for the server's draw. */
  readonly closedRounds: { code: string; roundId: number }[] = [];
  private readonly opened = new Set<number>();
  private readonly runningSlips: RunningSlip[] = [];
  private readonly finishedSlips: RunningSlip[] = [];
  private readonly pendingDeposits: number[] = [];
  private readonly pendingWithdrawals: number[] = [];
  private readonly decided: Decided[] = [];
  private settleTurn = 0;
  private settling = false;
  private stopped = false;

  constructor(
    readonly client: Client,
    readonly site: Site,
    readonly random: Random,
  ) {}

  get book() {
    return this.client.book;
  }

  /** Ends the traffic after the operations now in flight. */
  stop(): void {
    this.stopped = true;
  }

  /** Runs until `operations` have been sent or `stop()` is called; answers when every worker has ended. */
  async run(options: TrafficOptions): Promise<void> {
    this.stopped = false;
    const target = this.book.counts.operations + options.operations;
    const worker = async () => {
      // Bounded twice: by operations sent and by attempts, should set-up calls keep failing.
      for (let attempt = 0; attempt < options.operations * 2 && !this.stopped && this.book.counts.operations < target; attempt += 1) {
        // By chance rather than by count, so that short runs between crashes settle rounds too.
        if (!this.settling && this.random.chance(1 / options.settleEvery)) {
          this.settling = true;
          try {
            await this.settleNextRound();
          } finally {
            this.settling = false;
          }
          continue;
        }
        await this.randomOperation();
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }

  private member() {
    return this.random.pick(this.site.members);
  }

  private async randomOperation(): Promise<void> {
    const name = this.random.weighted(MIX);
    switch (name) {
      case 'bet':
        await this.bet(this.member());
        return;
      case 'cancel':
        return this.cancel();
      case 'deposit':
        await this.deposit(this.member(), this.random.int(100, 3_000));
        return;
      case 'approveDeposit':
      case 'rejectDeposit':
        return this.decideDeposit(name === 'approveDeposit' ? 'approve' : 'reject');
      case 'withdraw':
        await this.withdraw(this.member(), this.random.int(50, 600));
        return;
      case 'approveWithdrawal':
      case 'rejectWithdrawal':
        return this.decideWithdrawal(name === 'approveWithdrawal' ? 'approve' : 'reject');
      case 'decideAgain':
        return this.decideAgain();
      case 'strayCancel':
        return this.strayCancel();
    }
  }

  // --- operations, built apart from sending so that a phase may send one many times at once ---

  /** A slip of 1 to 3 random lines on `roundId` of `lottery`. */
  betOperation(member: Member, lottery: LotteryPlan, roundId: number): Operation {
    const lines = Array.from({ length: this.random.int(1, 3) }, () => {
      const rate = this.random.pick(lottery.rates);
      // Mostly whole baht, some with satang.
      const amount = this.random.chance(0.2) ? this.random.int(100, 3_000) / 100 : this.random.int(1, 40);
      return { round_id: String(roundId), type: rate.type, number: this.random.digits(rate.digits), amount, rate: rate.rate };
    });
    const total = lines.reduce((sum, line) => sum + toSatang(line.amount), 0n);
    return {
      call: {
        method: 'POST',
        path: '/lto-public-api/lotto/place_bet',
        token: member.token,
        key: Client.newKey(),
        body: { round_id: String(roundId), place_bet: lines },
      },
      counted: true,
      effect: { creates: 'slip', username: member.username },
      onOk: (payload) => {
        const id = Number(payload.slip_id);
        if (toSatang(payload.total) !== total)
          this.book.failures.push(`slip ${id} answered total ${payload.total} for a stake of ${total} satang`);
        this.book.addSlip(id, { username: member.username, roundId, total });
        this.runningSlips.push({ id, username: member.username, roundId });
      },
    };
  }

  cancelOperation(slipId: number, token: string): Operation {
    return {
      call: { method: 'POST', path: '/lto-public-api/lotto/cancel_order', token, key: Client.newKey(), body: { slip_id: String(slipId) } },
      counted: true,
      effect: { decides: `slip:${slipId}` },
      onOk: () => {
        const record = this.book.slips.get(slipId);
        if (record) record.cancels += 1;
      },
    };
  }

  /** A slip image upload: not an operation itself, but every deposit needs one. */
  async uploadSlip(member: Member): Promise<string | undefined> {
    const upload = await this.client.send({
      call: { method: 'POST', path: '/lto-public-api/upload_slip', token: member.token, png: uniquePng() },
      counted: false,
    });
    return upload.kind === 'ok' ? upload.body.payload.file_url : undefined;
  }

  depositOperation(member: Member, baht: number, fileUrl: string): Operation {
    const amount = toSatang(baht);
    return {
      call: {
        method: 'POST',
        path: '/lto-public-api/deposit',
        token: member.token,
        key: Client.newKey(),
        body: { amount: baht, bank_id: this.site.depositBankId, time: '12:00', file_url: fileUrl },
      },
      counted: true,
      effect: { creates: 'deposit', username: member.username },
      onOk: (payload) => {
        const id = Number(String(payload._id).replace('deposit-', ''));
        if (toSatang(payload.amount) !== amount || payload.status !== 'pending') {
          this.book.failures.push(`deposit ${id} answered ${payload.amount} ${payload.status} for a pending deposit of ${amount} satang`);
        }
        this.book.addDeposit(id, { username: member.username, amount });
        this.pendingDeposits.push(id);
      },
    };
  }

  withdrawOperation(member: Member, baht: number): Operation {
    const amount = toSatang(baht);
    return {
      call: {
        method: 'POST',
        path: '/lto-public-api/withdraw',
        token: member.token,
        key: Client.newKey(),
        body: { amount: baht, pin: MEMBER_PIN },
      },
      counted: true,
      effect: { creates: 'withdrawal', username: member.username },
      onOk: (payload) => {
        const id = Number(String(payload._id).replace('withdraw-', ''));
        if (toSatang(payload.amount) !== amount)
          this.book.failures.push(`withdrawal ${id} answered ${payload.amount} for ${amount} satang`);
        this.book.addWithdrawal(id, { username: member.username, amount });
        this.pendingWithdrawals.push(id);
      },
    };
  }

  /** A staff decision on a deposit or withdrawal. */
  decideOperation(resource: 'deposits' | 'withdrawals', id: number, decision: 'approve' | 'reject'): Operation {
    const records = resource === 'deposits' ? this.book.deposits : this.book.withdrawals;
    const status = decision === 'approve' ? 'success' : 'reject';
    return {
      call: {
        method: 'POST',
        path: `/admin-api/${resource}/${id}/${decision}`,
        token: this.site.adminToken,
        key: Client.newKey(),
        body: decision === 'reject' ? { reason: REJECT_REASON } : {},
      },
      counted: true,
      effect: { decides: `${resource === 'deposits' ? 'deposit' : 'withdrawal'}:${id}` },
      onOk: (payload) => {
        if (payload.status !== status) this.book.failures.push(`${resource} ${id} ${decision} answered status ${payload.status}`);
        records.get(id)?.decisions.push(status);
      },
    };
  }

  /** Takes a request out of the traffic's queue of pending ones (a phase decides it itself). */
  claimPending(resource: 'deposits' | 'withdrawals', id: number): void {
    const queue = resource === 'deposits' ? this.pendingDeposits : this.pendingWithdrawals;
    const index = queue.indexOf(id);
    if (index >= 0) queue.splice(index, 1);
  }

  // --- members ---

  /** A bet on an open round, or on `target` (a closed round, to be refused). */
  async bet(member: Member, target?: { lottery: LotteryPlan; roundId: number }): Promise<Outcome | undefined> {
    const lotteries = this.site.lotteries.filter((lottery) => this.openRounds.has(lottery.code));
    if (!target && lotteries.length === 0) return undefined;
    const lottery = target?.lottery ?? this.random.pick(lotteries);
    return this.client.send(this.betOperation(member, lottery, target?.roundId ?? this.openRounds.get(lottery.code)!));
  }

  private async cancel(): Promise<void> {
    const slip = this.random.take(this.runningSlips);
    if (!slip) return this.bet(this.member()).then(() => undefined);
    const owner = this.site.members.find((member) => member.username === slip.username)!;
    await this.client.send(this.cancelOperation(slip.id, owner.token));
    this.finishedSlips.push(slip);
  }

  /** A cancel that must be refused: of a slip cancelled or settled already, or of another member's slip. */
  private async strayCancel(): Promise<void> {
    const finished = this.finishedSlips.length > 0 && this.random.chance(0.5);
    const slip = finished
      ? this.random.pick(this.finishedSlips)
      : this.runningSlips.length > 0
        ? this.random.pick(this.runningSlips)
        : undefined;
    if (!slip) return;
    const stranger = this.site.members.find((member) => member.username !== slip.username)!;
    const owner = this.site.members.find((member) => member.username === slip.username)!;
    await this.client.send(this.cancelOperation(slip.id, finished ? owner.token : stranger.token));
  }

  async deposit(member: Member, baht: number): Promise<Outcome | undefined> {
    const fileUrl = await this.uploadSlip(member);
    if (fileUrl === undefined) return undefined;
    return this.client.send(this.depositOperation(member, baht, fileUrl));
  }

  withdraw(member: Member, baht: number): Promise<Outcome> {
    return this.client.send(this.withdrawOperation(member, baht));
  }

  /** A deposit approved at once: how members get their credit before the traffic starts. */
  async fund(member: Member, baht: number): Promise<void> {
    const deposited = await this.deposit(member, baht);
    if (deposited?.kind !== 'ok') throw new Error(`the deposit funding ${member.username} failed: ${JSON.stringify(deposited)}`);
    const id = Number(String(deposited.body.payload._id).replace('deposit-', ''));
    this.claimPending('deposits', id);
    const approved = await this.decide('deposits', id, 'approve');
    if (approved.kind !== 'ok') throw new Error(`approving the funding of ${member.username} failed: ${JSON.stringify(approved)}`);
    this.decided.push({ resource: 'deposits', id });
  }

  // --- staff ---

  decide(resource: 'deposits' | 'withdrawals', id: number, decision: 'approve' | 'reject'): Promise<Outcome> {
    return this.client.send(this.decideOperation(resource, id, decision));
  }

  private async decideDeposit(decision: 'approve' | 'reject'): Promise<void> {
    const id = this.random.take(this.pendingDeposits);
    if (id === undefined) return this.deposit(this.member(), this.random.int(100, 3_000)).then(() => undefined);
    await this.decide('deposits', id, decision);
    this.decided.push({ resource: 'deposits', id });
  }

  private async decideWithdrawal(decision: 'approve' | 'reject'): Promise<void> {
    const id = this.random.take(this.pendingWithdrawals);
    if (id === undefined) return this.withdraw(this.member(), this.random.int(50, 600)).then(() => undefined);
    await this.decide('withdrawals', id, decision);
    this.decided.push({ resource: 'withdrawals', id });
  }

  /** A second decision on a decided request: it must be refused and move nothing. */
  private async decideAgain(): Promise<void> {
    if (this.decided.length === 0) return;
    const { resource, id } = this.random.pick(this.decided);
    await this.decide(resource, id, this.random.chance(0.5) ? 'approve' : 'reject');
  }

  // --- rounds ---

  /**
   * Makes the current round of every planned lottery open now (PATCH its times): the traffic bets
   * on it until it closes the round. Rounds come from bet_running, as members see them.
   */
  async openRoundsNow(): Promise<void> {
    const member = this.site.members[0]!;
    const running = await mustCall(this.client.nextUrl(), {
      method: 'POST',
      path: '/lto-public-api/lotto/bet_running',
      token: member.token,
      body: {},
    });
    const rounds: { code: string; round_id: string }[] = [...running.single, ...running.stock];
    for (const lottery of this.site.lotteries) {
      const listed = rounds.find((round) => round.code === lottery.code);
      if (!listed) continue;
      const roundId = Number(listed.round_id);
      // Staff may not move a yeekee round's times: the one open now is bet on as the schedule made it.
      if (this.opened.has(roundId) || lottery.drawnByServer) {
        this.opened.add(roundId);
        this.openRounds.set(lottery.code, roundId);
        continue;
      }
      const now = Date.now();
      const closeAt = new Date(now + ROUND_OPEN_MS).toISOString();
      const moved = await this.client.send({
        call: {
          method: 'PATCH',
          path: `/admin-api/rounds/${roundId}`,
          token: this.site.adminToken,
          body: { open_at: new Date(now - 60_000).toISOString(), close_at: closeAt, draw_at: closeAt },
        },
        counted: false,
      });
      if (moved.kind !== 'ok') continue;
      this.opened.add(roundId);
      this.openRounds.set(lottery.code, roundId);
    }
  }

  /** Closes the round a lottery is on now (PATCH close_at to now); answers its id. */
  async closeRound(code: string): Promise<number | undefined> {
    const roundId = this.openRounds.get(code);
    if (roundId === undefined) return undefined;
    const now = new Date().toISOString();
    const closed = await this.client.send({
      call: { method: 'PATCH', path: `/admin-api/rounds/${roundId}`, token: this.site.adminToken, body: { close_at: now, draw_at: now } },
      counted: false,
    });
    // 409: the round had closed already (a PATCH of ours whose answer a crash cut off).
    if (closed.kind !== 'ok' && !(closed.kind === 'refused' && closed.status === 409)) return undefined;
    this.openRounds.delete(code);
    this.closedRounds.push({ code, roundId });
    return roundId;
  }

  /** A valid result of the lottery's kind, with random digits. */
  resultFor(lottery: LotteryPlan): object {
    const r = this.random;
    if (lottery.kind === 'government') {
      return {
        first_prize: r.digits(6),
        '3front': [r.digits(3), r.digits(3)],
        '3back': [r.digits(3), r.digits(3)],
        '2bottom': r.digits(2),
      };
    }
    const top = lottery.fourDigits ? r.digits(4) : r.digits(3);
    const threeTop = top.slice(-3);
    return { ...(lottery.fourDigits && { '4top': top }), '3top': threeTop, '2top': threeTop.slice(-2), '2bottom': r.digits(2) };
  }

  /** Records a result; acknowledged settlements are written into the book. */
  recordResult(roundId: number, result: object, url = this.client.nextUrl()): Promise<Outcome> {
    return this.client.send(
      {
        call: { method: 'POST', path: `/admin-api/rounds/${roundId}/result`, token: this.site.adminToken, body: result },
        counted: true,
        // Retried when a crash cuts it off, so that the round still gets settled.
        effect: { decides: `round:${roundId}` },
        onOk: () => this.book.addSettlement(roundId),
      },
      url,
    );
  }

  /**
   * Closes the next lottery's round while bets are in flight, records its result twice at once
   * (one must be refused), sends a bet to the closed round (refused), and opens the lottery's
   * next round. Yeekee rounds are left to their schedule: staff can neither close nor draw them.
   */
  async settleNextRound(): Promise<void> {
    const lotteries = this.site.lotteries.filter((lottery) => !lottery.drawnByServer && this.openRounds.has(lottery.code));
    if (lotteries.length === 0) return;
    const lottery = lotteries[this.settleTurn++ % lotteries.length]!;
    const roundId = await this.closeRound(lottery.code);
    if (roundId === undefined) return;
    const result = this.resultFor(lottery);
    await Promise.all([this.recordResult(roundId, result), this.recordResult(roundId, result)]);
    await this.bet(this.member(), { lottery, roundId });
    this.finishedSlips.push(...this.runningSlips.filter((slip) => slip.roundId === roundId));
    this.runningSlips.splice(0, this.runningSlips.length, ...this.runningSlips.filter((slip) => slip.roundId !== roundId));
    await this.openRoundsNow().catch(() => undefined);
  }
}
