import type { Client } from './client';
import { mustCall } from './http';
import type { Random } from './random';
import { DEMO_ADMIN, MEMBER_PIN, Traffic, type BetRate, type LotteryPlan, type Member } from './traffic';

export interface SiteOptions {
  /** Two digits that make this phase's phone and account numbers its own. */
  tag: string;
  members: number;
  /** Baht each member gets by an approved deposit before the traffic starts. */
  funding: number;
  lotteries: readonly string[];
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function memberIdentity(tag: string, index: number) {
  const serial = String(index).padStart(6, '0');
  return { username: `09${tag}${serial}`, accountNumber: `${tag}${serial}00` };
}

/**
 * The site as the traffic needs it, made through the API as real users would: the demo admin
 * logged in, `members` registered and funded by approved deposits, and a round of each lottery
 * opened for bets.
 */
export async function prepareSite(client: Client, random: Random, options: SiteOptions): Promise<Traffic> {
  const url = client.urls[0]!;
  const admin = await mustCall(url, { method: 'POST', path: '/cl-api/auth/login', body: DEMO_ADMIN });
  // Registration hashes a password (argon2, 64 MiB): a few at a time on a small machine.
  const members = await inBatches(
    Array.from({ length: options.members }, (_, index) => index),
    4,
    async (index): Promise<Member> => {
      const { username, accountNumber } = memberIdentity(options.tag, index);
      const password = 'secret12';
      const session = await mustCall(client.urls[index % client.urls.length]!, {
        method: 'POST',
        path: '/cl-api/auth/register',
        body: {
          username,
          password,
          confirm_password: password,
          accounts: [{ bank_id: 1, account_name: 'สมาชิก ทดสอบระบบ', account_number: accountNumber }],
        },
      });
      // The withdrawal PIN a withdrawal carries (docs/money.md#withdrawals).
      await mustCall(client.urls[index % client.urls.length]!, {
        method: 'PUT',
        path: '/cl-api/auth/withdraw-pin',
        token: session.token,
        body: { password, pin: MEMBER_PIN },
      });
      return { username, token: session.token };
    },
  );
  const bank = await mustCall(url, { method: 'POST', path: '/lto-public-api/bank_deposit', token: members[0]!.token, body: {} });
  const lotteries = await Promise.all(
    options.lotteries.map(async (code): Promise<LotteryPlan> => {
      const items: { type: string; rate: number; padSize: number }[] = await mustCall(url, {
        method: 'POST',
        path: '/lto-public-api/lotto/pay_rate',
        token: members[0]!.token,
        body: { name: code },
      });
      const rates: BetRate[] = items.map((item) => ({ type: item.type, rate: item.rate, digits: item.padSize }));
      return {
        code,
        rates,
        kind: code.startsWith('government') ? 'government' : 'digits',
        fourDigits: rates.some((rate) => rate.type === 'top_four'),
        drawnByServer: code === 'yeekee',
      };
    }),
  );
  const traffic = new Traffic(client, { adminToken: admin.token, depositBankId: bank.bank_id, members, lotteries }, random);
  await inBatches(members, 8, (member) => traffic.fund(member, options.funding));
  await traffic.openRoundsNow();
  return traffic;
}
