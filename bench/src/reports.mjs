import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPostgresDatabase, dropPostgresDatabase, openBenchDatabase, seedMembers, sql } from './lib/db.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Reports (docs/money.md#reports) on a year of data of 10,000 members on PostgreSQL: every member deposits
 * twice a month, withdraws once, stakes 50 slips over the year on 3 lotteries' daily rounds (one
 * slip in 20 cancelled, one in 10 winning); all through ledger transfers dated over the year. The
 * report is asked over HTTP, as the back office asks it, for a day, a month and the whole year.
 */
const MEMBERS = 10_000;
const SLIPS_PER_MEMBER = 50;
const DEPOSITS_PER_MEMBER = 24;
const WITHDRAWALS_PER_MEMBER = 12;
const DAYS = 365;
const LOTTERIES = ['government', 'hanoi', 'lao'];
const TARGET_MS = 1000;
/** The first Bangkok day of the year of data; the report asks the days after it. */
const FIRST_DAY = '2025-11-26';

/**
 * Two ledger entries per transfer of `kind` made by `transfers` (an SQL select of reference,
 * created_at, amount, from_account, to_account), kept in a table first: the entries find their
 * transfer by the (kind, reference) index, never by a join the planner cannot estimate.
 */
async function seedTransfers(db, kind, transfers) {
  await sql`drop table if exists bench_source`.execute(db);
  await sql`create unlogged table bench_source as ${transfers}`.execute(db);
  await sql`analyze bench_source`.execute(db);
  await sql`insert into ledger_transfers (kind, reference, created_at, amount, member_id)
    select ${kind}, reference, created_at, amount,
      (select max(account.member_id) from ledger_accounts account where account.id in (source.from_account, source.to_account))
    from bench_source source`.execute(db);
  await sql`insert into ledger_entries (transfer_id, account_id, amount)
    select transfer.id, source.from_account, -source.amount from bench_source source join ledger_transfers transfer on transfer.kind = ${kind} and transfer.reference = source.reference
    union all
    select transfer.id, source.to_account, source.amount from bench_source source join ledger_transfers transfer on transfer.kind = ${kind} and transfer.reference = source.reference`.execute(
    db,
  );
  await sql`drop table bench_source`.execute(db);
}

async function seedYear(db) {
  const start = sql`(${FIRST_DAY}::date - interval '7 hours')::timestamptz`;
  const memberIds = await seedMembers(db, { prefix: '0931', count: MEMBERS, credit: 0n });
  const [first, last] = [memberIds[0], memberIds[memberIds.length - 1]];
  const members = sql`members.id between ${first} and ${last}`;
  const site = (kind) => sql`(select id from ledger_accounts where kind = ${kind} and member_id is null)`;
  const wallet = sql`(select id from ledger_accounts where kind = 'wallet' and member_id = m)`;

  await sql`insert into rounds (lottery_code, slot, round_date, open_at, close_at, draw_at, settled_at, settlement_version)
    select code, 'bench-report-' || d, ${FIRST_DAY}::date + d, ${start} + d * interval '1 day', ${start} + d * interval '1 day' + interval '15 hours',
      ${start} + d * interval '1 day' + interval '16 hours', ${start} + d * interval '1 day' + interval '16 hours', 1
    from generate_series(0, ${DAYS - 1}) d cross join unnest(${LOTTERIES}::text[]) with ordinality as lottery(code, n)
    order by d, n`.execute(db);
  // Slip k of member m is on the round of day (m·31 + k·97) mod 365 of lottery (m + k) mod 3, staked before its close.
  await sql`with ids as (select array_agg(id order by id) as ids from rounds where slot like 'bench-report-%')
    insert into bet_slips (member_id, round_id, total, status, created_at)
    select members.id, ids.ids[1 + ((members.id * 31 + k * 97) % ${DAYS}) * 3 + (members.id + k) % 3], ((members.id + k) % 20 + 1) * 1000,
      case when k % 20 = 0 then 'reject' else 'settled' end,
      ${start} + ((members.id * 31 + k * 97) % ${DAYS}) * interval '1 day' + ((members.id * k) % 840) * interval '1 minute'
    from members cross join generate_series(1, ${SLIPS_PER_MEMBER}) k cross join ids where ${members}`.execute(db);
  const slips = sql`bet_slips join members on members.id = bet_slips.member_id and ${members}`;
  const walletOf = sql`(select id from ledger_accounts where kind = 'wallet' and member_id = bet_slips.member_id)`;
  await seedTransfers(
    db,
    'bet',
    sql`select 'slip:' || bet_slips.id as reference, bet_slips.created_at, bet_slips.total as amount, ${walletOf} as from_account, ${site('house')} as to_account from ${slips}`,
  );
  await seedTransfers(
    db,
    'bet_refund',
    sql`select 'slip:' || bet_slips.id as reference, bet_slips.created_at + interval '5 minutes' as created_at, bet_slips.total as amount, ${site('house')} as from_account, ${walletOf} as to_account
      from ${slips} where bet_slips.status = 'reject'`,
  );
  await seedTransfers(
    db,
    'prize',
    sql`select distinct on (bet_slips.round_id, bet_slips.member_id) 'round:' || bet_slips.round_id || ':v1:member:' || bet_slips.member_id as reference,
        rounds.draw_at as created_at, bet_slips.total * 90 as amount, ${site('house')} as from_account, ${walletOf} as to_account
      from ${slips} join rounds on rounds.id = bet_slips.round_id where bet_slips.status = 'settled' and bet_slips.id % 10 = 0
      order by bet_slips.round_id, bet_slips.member_id`,
  );
  await seedTransfers(
    db,
    'deposit',
    sql`select 'deposit:' || m || ':' || k as reference, ${start} + ((m * 13 + k * 15) % ${DAYS}) * interval '1 day' + (m % 900) * interval '1 minute' as created_at,
        ((m + k) % 50 + 1) * 10000 as amount, ${site('bank')} as from_account, ${wallet} as to_account
      from generate_series(${first}::int, ${last}::int) m cross join generate_series(1, ${DEPOSITS_PER_MEMBER}) k`,
  );
  await sql`insert into member_bank_accounts (member_id, bank_id, account_name, account_number)
    select id, 1, 'bench', lpad(id::text, 10, '0') from members where ${members}`.execute(db);
  await sql`insert into withdrawals (member_id, member_bank_account_id, amount, status, created_at, decided_at)
    select accounts.member_id, accounts.id, ((accounts.member_id + k) % 30 + 1) * 10000, 'success',
      ${start} + ((accounts.member_id * 17 + k * 29) % ${DAYS}) * interval '1 day', ${start} + ((accounts.member_id * 17 + k * 29) % ${DAYS}) * interval '1 day' + interval '20 minutes'
    from member_bank_accounts accounts cross join generate_series(1, ${WITHDRAWALS_PER_MEMBER}) k
    where accounts.member_id between ${first} and ${last}`.execute(db);
  const withdrawals = sql`withdrawals where withdrawals.member_id between ${first} and ${last}`;
  await seedTransfers(
    db,
    'withdraw_hold',
    sql`select 'withdrawal:' || withdrawals.id as reference, withdrawals.created_at, withdrawals.amount,
        (select id from ledger_accounts where kind = 'wallet' and member_id = withdrawals.member_id) as from_account, ${site('withdrawals_held')} as to_account from ${withdrawals}`,
  );
  await seedTransfers(
    db,
    'withdraw_payout',
    sql`select 'withdrawal:' || withdrawals.id as reference, withdrawals.decided_at as created_at, withdrawals.amount,
        ${site('withdrawals_held')} as from_account, ${site('bank')} as to_account from ${withdrawals}`,
  );
  // A payout moves money between the site's accounts: the ledger names the withdrawal's member on it.
  await sql`update ledger_transfers transfer set member_id = withdrawals.member_id from withdrawals
    where transfer.kind = 'withdraw_payout' and transfer.reference = 'withdrawal:' || withdrawals.id`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const [{ transfers }] = (await sql`select count(*)::int as transfers from ledger_transfers`.execute(db)).rows;
  return transfers;
}

/** Adds the reports figures: the year seeded, then each report asked twice (the second answer is the one counted). */
export async function reportsPart({ postgres, workDir, jwtSecret, sign, figure, log, results }) {
  const name = `bench_reports_${Date.now()}`;
  const databaseUrl = await createPostgresDatabase(postgres, name);
  const database = await openBenchDatabase({ databaseUrl });
  let server;
  try {
    log(`reports: seeding a year of ${MEMBERS} members`);
    const seedStart = performance.now();
    const transfers = await seedYear(database.db);
    log(`seeded ${transfers} ledger transfers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const [admin] = await seedMembers(database.db, { prefix: '0991', count: 1, credit: 0n, role: 'admin' });
    server = await startServer({ databaseUrl, dataDir: path.join(workDir, 'reports-data'), jwtSecret });
    const group = `reports, a year of ${MEMBERS.toLocaleString('en-US')} members (${transfers.toLocaleString('en-US')} transfers), PostgreSQL`;
    const asks = [
      ['a day by member', `from=2026-06-01&to=2026-06-01&by=member`],
      ['a day by round', `from=2026-06-01&to=2026-06-01&by=round`],
      ['a month by lottery', `from=2026-06-01&to=2026-06-30&by=lottery`],
      ['a month by day, CSV', `from=2026-06-01&to=2026-06-30&by=day&format=csv`],
      ['the year by day', `from=${FIRST_DAY}&to=2026-11-25&by=day`],
      ['the year by member', `from=${FIRST_DAY}&to=2026-11-25&by=member`],
    ];
    results.reports = {};
    for (const [label, query] of asks) {
      let ms = 0;
      let status = 0;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const start = performance.now();
        const response = await fetch(`${server.baseUrl}/admin-api/reports?${query}`, {
          headers: { authorization: `Bearer ${sign(admin, 'admin')}` },
        });
        await response.text();
        ms = performance.now() - start;
        status = response.status;
      }
      results.reports[label] = { ms, status };
      figure(group, label, ms, 'ms', { target: `≤ ${TARGET_MS} ms`, ...(status !== 200 && { note: `HTTP ${status}` }) });
    }
  } finally {
    await server?.stop();
    await database.close();
    if (!process.env.BENCH_KEEP_DATABASE) await dropPostgresDatabase(postgres, name);
  }
}
