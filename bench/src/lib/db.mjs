import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './server.mjs';

// The server's own compiled modules and its dependencies: the bench seeds and checks with them.
const requireServer = createRequire(path.join(repoRoot, 'server/package.json'));
const serverDist = (module) => requireServer(path.join(repoRoot, 'server/dist', module));
export const { sql } = requireServer('kysely');
const { createSigner } = requireServer('fast-jwt');
const pg = requireServer('pg');
const { openPostgres, openPglite } = serverDist('db/database.js');
const { migrateToLatest } = serverDist('db/migrate.js');
const { syncCatalogue } = serverDist('lotto/catalogue.js');
export const { ledgerProblems } = serverDist('ledger/invariants.js');
const { grantRolePermissions } = serverDist('members/staffPermissions.js');

export const adminUrl = (base) => {
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
};

/** A new empty PostgreSQL database next to `baseUrl`'s, and its URL. */
export async function createPostgresDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** The database opened by the server's own code, migrated and with the catalogue, as the server starts it. */
export async function openBenchDatabase({ databaseUrl, dataDir }) {
  const database = databaseUrl ? await openPostgres(databaseUrl, () => {}) : await openPglite(dataDir);
  await migrateToLatest(database.db);
  await syncCatalogue(database.db);
  return database;
}

/** The session (refresh-token family) seedMembers opens for every bench member. */
const BENCH_SESSION = 'bench';

export function tokenSigner(secret) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 3_600_000 });
  return (memberId, role = 'member') => sign({ sub: String(memberId), role, sid: BENCH_SESSION });
}

const rows = async (db, query) => (await query.execute(db)).rows;

/**
 * `count` members named `prefix` + digits, each with a wallet funded with `credit` satang through
 * balanced ledger transfers from the bank account, as a deposit would, and an open session;
 * answers their ids in order.
 */
export async function seedMembers(db, { prefix, count, credit, role = 'member' }) {
  const width = 10 - prefix.length;
  await sql`insert into members (username, password_hash, role)
    select ${prefix} || lpad(i::text, ${width}, '0'), 'bench: no login', ${role} from generate_series(1, ${count}) i`.execute(db);
  const like = `${prefix}%`;
  await sql`insert into ledger_accounts (kind, member_id) select 'wallet', id from members where username like ${like} order by id`.execute(
    db,
  );
  if (credit > 0n) {
    await sql`with transfer as (
        insert into ledger_transfers (kind, reference, amount, member_id)
        select 'bench_funding', 'member:' || id, ${credit}::bigint, id from members where username like ${like}
        returning id, reference),
      bank as (select id from ledger_accounts where kind = 'bank' and member_id is null)
      insert into ledger_entries (transfer_id, account_id, amount)
      select transfer.id, bank.id, -${credit}::bigint from transfer cross join bank
      union all
      select transfer.id, wallet.id, ${credit}::bigint from transfer
        join ledger_accounts wallet on transfer.reference = 'member:' || wallet.member_id`.execute(db);
    await sql`update members set credit = credit + ${credit}::bigint where username like ${like}`.execute(db);
  }
  // Staff and admins reach the back office's modules as a new account of their role does.
  if (role !== 'member') {
    const ids = await rows(db, sql`select id from members where username like ${like} order by id`);
    await db.transaction().execute(async (trx) => {
      for (const { id } of ids) await grantRolePermissions(trx, id, role);
    });
  }
  // One open session each, the one tokenSigner's tokens name: the auth gate checks it.
  await sql`insert into refresh_tokens (member_id, family_id, token_hash, expires_at)
    select id, ${BENCH_SESSION}, encode(sha256(convert_to('bench:' || id, 'UTF8')), 'hex'), now() + interval '1 day'
    from members where username like ${like}`.execute(db);
  return (await rows(db, sql`select id from members where username like ${like} order by id`)).map((row) => row.id);
}

/** A government round: open now for betting, or closed an hour ago (ready for its result). */
export async function seedRound(db, { slot, open }) {
  const times = open
    ? sql`now() - interval '1 hour', now() + interval '3 hours', now() + interval '4 hours'`
    : sql`now() - interval '3 hours', now() - interval '1 hour', now() - interval '30 minutes'`;
  const [round] = await rows(
    db,
    sql`insert into rounds (lottery_code, slot, round_date, open_at, close_at, draw_at)
      values ('government', ${slot}, current_date, ${times}) returning id`,
  );
  return round.id;
}

export async function rateTable(db, lotteryCode) {
  const table = await rows(db, sql`select bet_type, rate_x100 from lottery_rates where lottery_code = ${lotteryCode}`);
  return new Map(table.map((row) => [row.bet_type, row.rate_x100 / 100]));
}

export async function credits(db, ids) {
  const found = await rows(db, sql`select id, credit from members where id = any(${ids.map(String)}::int[])`);
  return new Map(found.map((row) => [row.id, BigInt(row.credit)]));
}

/**
 * `slips` settled slips of one member on a past round, one line each, newest first in time:
 * the history of a long-standing member. Every tenth line won.
 */
export async function seedHistory(db, { memberId, roundId, slips }) {
  await sql`insert into bet_slips (member_id, round_id, total, status, created_at)
    select ${memberId}, ${roundId}, 1000, 'settled', date_trunc('milliseconds', now()) - make_interval(secs => ${slips} - i)
    from generate_series(1, ${slips}) i order by i`.execute(db);
  await sql`insert into bet_lines (slip_id, round_id, member_id, bet_type, number, canonical_number, amount, rate_x100, status, prize)
    select s.id, s.round_id, s.member_id, 'top_two', lpad((s.id % 100)::text, 2, '0'), lpad((s.id % 100)::text, 2, '0'), 1000, 9000,
      case when s.id % 10 = 0 then 'prize' else 'no_prize' end, case when s.id % 10 = 0 then 90000 else 0 end
    from bet_slips s where s.member_id = ${memberId} and s.round_id = ${roundId}`.execute(db);
}

/**
 * Settled slips of other members on a past round of their own, `linesPerSlip` lines each, every tenth line
 * won: the table a long-standing member's history is read from, as big as a busy site's.
 */
export async function seedOthersHistory(db, { prefix, roundId, slipsPerMember, linesPerSlip }) {
  const like = `${prefix}%`;
  await sql`insert into bet_slips (member_id, round_id, total, status, created_at)
    select m.id, ${roundId}, ${linesPerSlip * 1000}, 'settled', now() - make_interval(secs => k)
    from members m cross join generate_series(1, ${slipsPerMember}) k where m.username like ${like} order by m.id, k desc`.execute(db);
  await sql`insert into bet_lines (slip_id, round_id, member_id, bet_type, number, canonical_number, amount, rate_x100, status, prize)
    select s.id, s.round_id, s.member_id, 'top_two', lpad(((s.id + j) % 100)::text, 2, '0'), lpad(((s.id + j) % 100)::text, 2, '0'), 1000, 9000,
      case when (s.id + j) % 10 = 0 then 'prize' else 'no_prize' end, case when (s.id + j) % 10 = 0 then 90000 else 0 end
    from bet_slips s cross join generate_series(1, ${linesPerSlip}) j where s.round_id = ${roundId}`.execute(db);
}

/**
 * `linesPerSlip` × `slipsPerMember` running lines for each member on a closed round, staked
 * through the ledger (one 'bet' transfer per slip) like place_bet, so the invariants hold before
 * and after settlement.
 */
export async function seedSettlementRound(db, { roundId, prefix, slipsPerMember, linesPerSlip }) {
  const like = `${prefix}%`;
  const lineAmount = 1000n;
  const slipTotal = lineAmount * BigInt(linesPerSlip);
  await sql`insert into bet_slips (member_id, round_id, total, created_at)
    select m.id, ${roundId}, ${slipTotal}::bigint, now() from members m cross join generate_series(1, ${slipsPerMember}) k
    where m.username like ${like} order by m.id, k`.execute(db);
  await sql`insert into bet_lines (slip_id, round_id, member_id, bet_type, number, canonical_number, amount, rate_x100)
    select s.id, s.round_id, s.member_id, rate.bet_type, pick.number, pick.number, ${lineAmount}::bigint, rate.rate_x100
    from bet_slips s cross join generate_series(1, ${linesPerSlip}) j
    cross join lateral (select (array['top_two', 'bottom_two', 'top_three', 'first_three', 'last_three'])[1 + (s.id + j) % 5] as type) chosen
    cross join lateral (select lpad(((s.id * 7 + j * 13) % (case when chosen.type like '%two' then 100 else 1000 end))::text,
      case when chosen.type like '%two' then 2 else 3 end, '0') as number) pick
    join lottery_rates rate on rate.lottery_code = 'government' and rate.bet_type = chosen.type
    where s.round_id = ${roundId}`.execute(db);
  await sql`with transfer as (
      insert into ledger_transfers (kind, reference, amount, member_id)
      select 'bet', 'slip:' || id, ${slipTotal}::bigint, member_id from bet_slips where round_id = ${roundId}
      returning id, reference),
    house as (select id from ledger_accounts where kind = 'house' and member_id is null)
    insert into ledger_entries (transfer_id, account_id, amount)
    select transfer.id, house.id, ${slipTotal}::bigint from transfer cross join house
    union all
    select transfer.id, wallet.id, -${slipTotal}::bigint from transfer
      join bet_slips s on transfer.reference = 'slip:' || s.id
      join ledger_accounts wallet on wallet.member_id = s.member_id`.execute(db);
  await sql`update members set credit = credit - ${slipTotal * BigInt(slipsPerMember)}::bigint where username like ${like}`.execute(db);
}
