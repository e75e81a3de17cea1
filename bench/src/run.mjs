// npm run bench: the server's hot paths and the site measured against this machine's own ceilings.
import { calibrate } from './lib/calibration.mjs';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import { runLoadElsewhere } from './lib/load.mjs';
import { slipBody } from './lib/loadPlans.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import {
  createPostgresDatabase,
  credits,
  dropPostgresDatabase,
  ledgerProblems,
  openBenchDatabase,
  rateTable,
  seedHistory,
  seedOthersHistory,
  seedMembers,
  seedRound,
  seedSettlementRound,
  sql,
  tokenSigner,
} from './lib/db.mjs';
import { MAX_SCRIPTS, readRecord, recordedTransactions, runPgbench, writePgbenchScripts } from './lib/pgbench.mjs';
import { reportsPart } from './reports.mjs';
import { autoMoneyPart } from './autoMoney.mjs';
import { riskPart } from './risk.mjs';
import { inboxPart } from './inbox.mjs';

const POSTGRES = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS || 8);
/** What Chromium sends with every request the site's pages make. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const CONNECTIONS = [16, 64];
/** Each ceiling and what it bounds are measured this many times, interleaved. */
const RUNS = Number(process.env.BENCH_RUNS || 2);
/** pg's default pool: the server's connections to PostgreSQL, so pgbench gets as many. */
const PGBENCH_CLIENTS = 10;
const MEMBERS = 200;
const HISTORY_SLIPS = 100_000;
const HISTORY_DEEP_PAGE = 4_000;
/** The history member's slips sit among 3,000,000 lines of others: 1,000 members × 300 slips × 10 lines. */
const OTHERS = { members: 1_000, slipsPerMember: 300, linesPerSlip: 10 };
const SETTLEMENT_MEMBERS = 10_000;
const SETTLEMENT_SLIPS_PER_MEMBER = 10;
const SETTLEMENT_LINES_PER_SLIP = 10;
const CREDIT = 100_000_000n; // 1,000,000 baht: no member runs out during a run
/** Slips of as many members recorded from the server for pgbench (its limit of scripts). */
const RECORDED_SLIPS = MAX_SCRIPTS;
/** Which parts to run: BENCH_ONLY=place_bet,reads,settlement,pglite,site,pad,yeekee,reports,money,risk,inbox (default all). */
const only = new Set((process.env.BENCH_ONLY || 'place_bet,reads,settlement,pglite,site,pad,yeekee,reports,money,risk,inbox').split(','));

const workDir = mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-'));
const jwtSecret = randomBytes(32).toString('hex');
const sign = tokenSigner(jwtSecret);
const figures = [];
const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The median and the range of repeated measurements. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

/** Whether `row` meets its target: '≥ 0.8×' / '≤ 1×' on the ratio, '≤ 60 ms' / 'p50 ≤ 10 ms' / '≤ 3 s' / '0' / '1' on the value. */
function met(row) {
  const target = row.target;
  if (!target) return undefined;
  const atLeast = target.match(/≥ ([\d.]+)×/);
  // A figure that is itself a ratio (unit ×) carries it as its value.
  const ratio = row.unit === '×' ? row.value : row.ratio;
  if (atLeast) return ratio >= Number(atLeast[1]);
  const atLeastValue = target.match(/≥ ([\d.]+)/);
  if (atLeastValue) return row.value >= Number(atLeastValue[1]);
  const atMostRatio = target.match(/≤ ([\d.]+)×/);
  if (atMostRatio) return ratio <= Number(atMostRatio[1]);
  const atMost = target.match(/≤ ([\d.]+)/);
  if (atMost) return row.value <= Number(atMost[1]);
  return String(row.value) === target;
}

/**
 * The settlement's ceiling: one UPDATE that changes nothing on every line of the round, on a copy
 * of them in a table with bet_lines's columns and indexes, pages filled to `fillfactor` %: as the
 * table is (100) and as settlement kept it when it rewrote every line (50, migration 012), which
 * suits such an update best. Timed on one connection of the bench's own; the copy is dropped.
 */
async function bareRoundLinesUpdate(db, roundId, fillfactor) {
  return db.connection().execute(async (connection) => {
    await sql`create table bench_bare_lines (like bet_lines including all) with (fillfactor = ${sql.raw(String(fillfactor))})`.execute(
      connection,
    );
    try {
      await sql`insert into bench_bare_lines select * from bet_lines where round_id = ${roundId}`.execute(connection);
      await sql`vacuum analyze bench_bare_lines`.execute(connection);
      const start = performance.now();
      await sql`update bench_bare_lines set prize = prize where round_id = ${roundId}`.execute(connection);
      return (performance.now() - start) / 1000;
    } finally {
      await sql`drop table bench_bare_lines`.execute(connection);
    }
  });
}

/** One row of the table: a figure beside its ceiling (ratio = value / ceiling) or its target, met or not. */
function figure(group, name, value, unit, { ceiling, target, note, spread: spreads } = {}) {
  const row = { group, name, value: round(value), unit };
  if (ceiling !== undefined) Object.assign(row, { ceiling: round(ceiling), ratio: round(value / ceiling, 3) });
  if (target !== undefined) row.target = target;
  const outcome = met(row);
  if (outcome !== undefined) row.met = outcome;
  if (spreads) row.spread = spreads.map(({ min, max }) => `${round(min)}–${round(max)}`).join(' / ');
  if (note !== undefined) row.note = note;
  figures.push(row);
  return row;
}
const round = (value, digits = 2) => (typeof value === 'number' && Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/**
 * place_bet over HTTP from a load process of its own: every connection takes members in turn, and
 * every member's credit must have fallen by exactly the stakes accepted from them.
 */
async function placeBetLoad({ baseUrl, readCredits, memberIds, roundId, rates, connections, seconds }) {
  const before = await readCredits();
  const members = memberIds.map((id) => [id, `Bearer ${sign(id)}`]);
  const result = await runLoadElsewhere('placeBet', { baseUrl, connections, seconds, members, roundId, rates: [...rates] });
  const after = await readCredits();
  const staked = new Map(result.staked);
  const wrong = memberIds.filter((id) => before.get(id) - after.get(id) !== BigInt(staked.get(id)));
  return { ...result, staked: undefined, creditsExact: wrong.length === 0, wrongMembers: wrong.length };
}

/**
 * The statements the server sends for a slip, as pgbench scripts: a server process of its own,
 * with recordStatements.cjs preloaded, takes one slip from each of RECORDED_SLIPS members, one at
 * a time, each with an Idempotency-Key as the site sends; every transaction that inserted a slip
 * becomes a script with the server's texts and parameters (begin, the key looked up, the round read
 * with its terms, the writes, the answer stored with the key, commit), each key new on every run.
 */
async function recordPlaceBetScripts({ databaseUrl, memberIds, roundId, rates }) {
  const recordFile = path.join(workDir, 'statements.jsonl');
  writeFileSync(recordFile, '');
  const recorder = await startServer({
    databaseUrl,
    dataDir: path.join(workDir, 'recording-data'),
    jwtSecret,
    env: { NODE_OPTIONS: `--require ${path.join(repoRoot, 'bench/src/lib/recordStatements.cjs')}`, BENCH_SQL_RECORD: recordFile },
  });
  const keys = new Set();
  try {
    for (const memberId of memberIds.slice(0, RECORDED_SLIPS)) {
      const key = randomUUID();
      keys.add(key);
      const response = await fetch(`${recorder.baseUrl}/lto-public-api/lotto/place_bet`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sign(memberId)}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(slipBody(roundId, [...rates])),
      });
      if (!response.ok) throw new Error(`recording place_bet: ${response.status} ${await response.text()}`);
    }
  } finally {
    await recorder.stop();
  }
  const slips = recordedTransactions(readRecord(recordFile), (transaction) =>
    transaction.some(({ text }) => /insert into bet_slips/i.test(text)),
  );
  if (slips.length !== RECORDED_SLIPS) throw new Error(`recorded ${slips.length} slips, expected ${RECORDED_SLIPS}`);
  log(`recorded the server's ${slips[0].length} statements of a slip (begin and commit included), ${slips.length} slips`);
  return {
    scripts: writePgbenchScripts(slips, workDir, keys),
    statements: slips[0].map(({ text }) => text.replace(/\s+/g, ' ').slice(0, 120)),
  };
}

/**
 * An embedded (PGlite) server of the same members and an open round, for place_bet side by side
 * with PostgreSQL; `readCredits` opens its data directory once the server has stopped.
 */
async function startPgliteServer(memberCount) {
  const dataDir = path.join(workDir, 'pglite-data');
  const database = await openBenchDatabase({ dataDir });
  let seeded;
  try {
    const memberIds = await seedMembers(database.db, { prefix: '0900', count: memberCount, credit: CREDIT });
    seeded = {
      memberIds,
      roundId: await seedRound(database.db, { slot: 'bench-open', open: true }),
      rates: await rateTable(database.db, 'government'),
    };
  } finally {
    await database.close();
  }
  const server = await startServer({ databaseUrl: undefined, dataDir, jwtSecret });
  return { ...seeded, server, dataDir };
}

/** Credits on the embedded database, read by opening it after its server stopped. */
async function pgliteCredits(dataDir, memberIds) {
  const reopened = await openBenchDatabase({ dataDir });
  try {
    return await credits(reopened.db, memberIds);
  } finally {
    await reopened.close();
  }
}

async function postgresPart(results) {
  const name = `bench_${Date.now()}`;
  log(`database ${name}`);
  const databaseUrl = await createPostgresDatabase(POSTGRES, name);
  const database = await openBenchDatabase({ databaseUrl });
  const { db } = database;
  let server;
  try {
    const memberIds = await seedMembers(db, { prefix: '0900', count: MEMBERS, credit: CREDIT });
    if (memberIds[memberIds.length - 1] - memberIds[0] !== MEMBERS - 1) throw new Error('bench members are not numbered consecutively');
    const [admin] = await seedMembers(db, { prefix: '0990', count: 1, credit: 0n, role: 'admin' });
    const roundId = await seedRound(db, { slot: 'bench-open', open: true });
    const pgbenchRound = await seedRound(db, { slot: 'bench-pgbench', open: true });
    const rates = await rateTable(db, 'government');

    server = await startServer({ databaseUrl, dataDir: path.join(workDir, 'pg-data'), jwtSecret });
    const { baseUrl } = server;

    // PGlite rides place_bet at 16 connections, side by side with PostgreSQL.
    const betConnections = only.has('place_bet') ? CONNECTIONS : only.has('pglite') ? [16] : [];
    if (betConnections.length > 0) {
      const recorded = await recordPlaceBetScripts({ databaseUrl, memberIds, roundId: pgbenchRound, rates });
      results.recorded_statements = recorded.statements;
      const embedded = only.has('pglite') ? await startPgliteServer(MEMBERS) : undefined;
      const embeddedRuns = [];
      try {
        for (const connections of betConnections) {
          // Each ceiling interleaved with what it bounds, RUNS times, A B C in odd runs and C B A in
          // even ones: the machine is shared, and a round's later loads find it fuller.
          const runs = { extended: [], prepared: [], http: [] };
          const readCredits = () => credits(db, memberIds);
          const loads = {
            extended: () =>
              runPgbench({ databaseUrl, clients: PGBENCH_CLIENTS, seconds: SECONDS, scripts: recorded.scripts, mode: 'extended' }),
            prepared: () =>
              runPgbench({ databaseUrl, clients: PGBENCH_CLIENTS, seconds: SECONDS, scripts: recorded.scripts, mode: 'prepared' }),
            http: () => placeBetLoad({ baseUrl, readCredits, memberIds, roundId, rates, connections, seconds: SECONDS }),
          };
          for (let run = 1; run <= RUNS; run++) {
            const order = run % 2 === 1 ? ['extended', 'prepared', 'http'] : ['http', 'prepared', 'extended'];
            for (const which of order) {
              // On statistics of the tables as they stand, as autovacuum keeps them (bench/README.md).
              await sql`analyze`.execute(db);
              log(
                which === 'http'
                  ? `place_bet over HTTP, ${connections} connections, run ${run}`
                  : `pgbench ${which}, the server's statements, ${PGBENCH_CLIENTS} clients (the server's pool), run ${run}`,
              );
              runs[which].push(await loads[which]());
            }
            if (embedded && connections === 16) {
              log(`place_bet on PGlite, 16 connections, run ${run}`);
              const members = embedded.memberIds.map((id) => [id, `Bearer ${sign(id)}`]);
              embeddedRuns.push(
                await runLoadElsewhere('placeBet', {
                  baseUrl: embedded.server.baseUrl,
                  connections,
                  seconds: SECONDS,
                  members,
                  roundId: embedded.roundId,
                  rates: [...embedded.rates],
                }),
              );
            }
          }
          const load = runs.http.at(-1);
          results[`place_bet_${connections}`] = runs.http;
          results[`pgbench_${connections}`] = { extended: runs.extended, prepared: runs.prepared };
          const group = `place_bet, ${connections} connections (${RUNS} runs interleaved; value = median, spread = min–max)`;
          const slips = spread(runs.http.map((run) => run.okPerSecond));
          const prepared = spread(runs.prepared.map((run) => run.perSecond));
          const extended = spread(runs.extended.map((run) => run.perSecond));
          const pgbenchFailed = [...runs.prepared, ...runs.extended].reduce((sum, run) => sum + run.failed, 0);
          figure(group, "slips/s vs pgbench prepared, the server's statements", slips.median, 'slips/s', {
            ceiling: prepared.median,
            target: '≥ 0.8×',
            spread: [slips, prepared],
            note: pgbenchFailed ? `${pgbenchFailed} pgbench transactions failed` : undefined,
          });
          figure(group, "slips/s vs pgbench unprepared (extended), the server's statements", slips.median, 'slips/s', {
            ceiling: extended.median,
            target: '≥ 0.8×',
            spread: [slips, extended],
          });
          const p99 = spread(runs.http.map((run) => run.p99));
          const p50 = spread(runs.http.map((run) => run.p50));
          figure(group, 'p99', p99.median, 'ms', {
            target: connections === 16 ? '≤ 60 ms' : '≤ 150 ms',
            spread: [p99],
            note: `p50 ${round(p50.median)} ms`,
          });
          const errors = runs.http.reduce((sum, run) => sum + run.errors, 0);
          figure(group, 'errors', errors, 'requests', { target: '0', note: runs.http.find((run) => run.firstError)?.firstError });
          const exact = runs.http.every((run) => run.creditsExact);
          figure(group, 'credits fell by exactly the accepted stakes', exact ? 1 : 0, 'yes=1', {
            target: '1',
            note: exact ? undefined : `${load.wrongMembers} members differ`,
          });
        }
      } finally {
        await embedded?.server.stop();
      }
      if (embedded) {
        const after = await pgliteCredits(embedded.dataDir, embedded.memberIds);
        const staked = new Map(embedded.memberIds.map((id) => [id, 0n]));
        for (const run of embeddedRuns) for (const [id, satang] of run.staked) staked.set(id, staked.get(id) + BigInt(satang));
        const exact = embedded.memberIds.every((id) => CREDIT - after.get(id) === staked.get(id));
        results.pglite_16 = embeddedRuns.map((run) => ({ ...run, staked: undefined }));
        const group = `place_bet on PGlite, 16 connections (${RUNS} runs, each beside PostgreSQL's)`;
        const slips = spread(embeddedRuns.map((run) => run.okPerSecond));
        const postgres = spread(results.place_bet_16.map((run) => run.okPerSecond));
        const p99 = spread(embeddedRuns.map((run) => run.p99));
        figure(group, 'p99', p99.median, 'ms', {
          target: '≤ 150 ms',
          spread: [p99],
          note: `${round(slips.median)} slips/s = ${round(slips.median / postgres.median)}× of PostgreSQL's ${round(postgres.median)} in the same runs`,
        });
        figure(
          group,
          'errors',
          embeddedRuns.reduce((sum, run) => sum + run.errors, 0),
          'requests',
          { target: '0', note: embeddedRuns.find((run) => run.firstError)?.firstError },
        );
        figure(group, 'credits fell by exactly the accepted stakes', exact ? 1 : 0, 'yes=1', { target: '1' });
      }
    }

    if (only.has('reads')) {
      const [deepMember] = await seedMembers(db, { prefix: '0950', count: 1, credit: 0n });
      const pastRound = await seedRound(db, { slot: 'bench-history', open: false });
      log(`history: ${HISTORY_SLIPS} slips of one member`);
      await seedHistory(db, { memberId: deepMember, roundId: pastRound, slips: HISTORY_SLIPS });
      log(`history: ${OTHERS.members * OTHERS.slipsPerMember * OTHERS.linesPerSlip} lines of ${OTHERS.members} other members`);
      await seedMembers(db, { prefix: '0960', count: OTHERS.members, credit: 0n });
      const othersRound = await seedRound(db, { slot: 'bench-history-others', open: false });
      await seedOthersHistory(db, {
        prefix: '0960',
        roundId: othersRound,
        slipsPerMember: OTHERS.slipsPerMember,
        linesPerSlip: OTHERS.linesPerSlip,
      });
      await sql`vacuum analyze bet_slips`.execute(db);
      await sql`vacuum analyze bet_lines`.execute(db);
      const member = `Bearer ${sign(memberIds[0])}`;
      const deep = `Bearer ${sign(deepMember)}`;
      // [label, authorization, body, target, Accept-Encoding]: the cached reads as the site's pages
      // ask for them (a browser's header, so compressed), and bet_running also uncompressed.
      const reads = [
        ['bet_running', member, {}, '≥ 0.5×', BROWSER_ACCEPT_ENCODING],
        ['bet_running uncompressed', member, {}, undefined, undefined],
        ['pay_rate', member, { name: 'government' }, '≥ 0.5×', BROWSER_ACCEPT_ENCODING],
        ['history page 1 (100,000 slips)', deep, { page: 1 }, 'p50 ≤ 10 ms', undefined],
        [`history page ${HISTORY_DEEP_PAGE} (100,000 slips)`, deep, { page: HISTORY_DEEP_PAGE }, 'p50 ≤ 10 ms', undefined],
      ];
      for (const [label, authorization, body, target, acceptEncoding] of reads) {
        const healthz = () =>
          runLoadElsewhere('repeat', { baseUrl, connections: 16, seconds: READ_SECONDS, path: '/healthz', acceptEncoding });
        const route = label.split(' ')[0];
        const history = route === 'history';
        const read = (connections, seconds) =>
          runLoadElsewhere('repeat', {
            baseUrl,
            connections,
            seconds,
            method: 'POST',
            path: `/lto-public-api/lotto/${route}`,
            authorization,
            body,
            nonEmpty: history,
            acceptEncoding,
          });
        // The no-database route and the read interleaved (A B A B): the machine is shared.
        const runs = { healthz: [], read: [] };
        for (let run = 1; run <= RUNS; run++) {
          log(`GET /healthz, 16 connections, run ${run}`);
          runs.healthz.push(await healthz());
          log(`${label}, 16 connections, run ${run}`);
          runs.read.push(await read(16, READ_SECONDS));
        }
        results[label] = runs;
        const group = `${label}, 16 connections (${RUNS} runs interleaved with GET /healthz)`;
        const perSecond = spread(runs.read.map((run) => run.perSecond));
        const ceiling = spread(runs.healthz.map((run) => run.perSecond));
        const p50 = spread(runs.read.map((run) => run.p50));
        const p99 = round(spread(runs.read.map((run) => run.p99)).median);
        // History's target is its latency; the others' is their rate beside the no-database route.
        if (history) {
          figure(group, 'p50', p50.median, 'ms', {
            target,
            spread: [p50],
            note: `p99 ${p99} ms; ${round(perSecond.median)} req/s = ${round(perSecond.median / ceiling.median)}× of GET /healthz`,
          });
        } else {
          figure(group, 'req/s vs GET /healthz', perSecond.median, 'req/s', {
            ceiling: ceiling.median,
            target,
            spread: [perSecond, ceiling],
            note: `p50 ${round(p50.median)} ms, p99 ${p99} ms`,
          });
        }
        const errors = runs.read.reduce((sum, run) => sum + run.errors, 0);
        figure(group, 'errors', errors, 'requests', { target: '0', note: runs.read.find((run) => run.firstError)?.firstError });
        // The same read alone, one request at a time: its own latency without queueing.
        if (history) figure(group, 'p50 at 1 connection', (await read(1, 2)).p50, 'ms', { target });
      }
    }

    if (only.has('settlement')) {
      const lines = SETTLEMENT_MEMBERS * SETTLEMENT_SLIPS_PER_MEMBER * SETTLEMENT_LINES_PER_SLIP;
      log(`settlement: seeding ${lines} lines of ${SETTLEMENT_MEMBERS} members`);
      const seedStart = performance.now();
      await seedMembers(db, {
        prefix: '0920',
        count: SETTLEMENT_MEMBERS,
        credit: 1000n * BigInt(SETTLEMENT_SLIPS_PER_MEMBER * SETTLEMENT_LINES_PER_SLIP),
      });
      const settleRound = await seedRound(db, { slot: 'bench-settlement', open: false });
      await seedSettlementRound(db, {
        roundId: settleRound,
        prefix: '0920',
        slipsPerMember: SETTLEMENT_SLIPS_PER_MEMBER,
        linesPerSlip: SETTLEMENT_LINES_PER_SLIP,
      });
      await sql`vacuum analyze`.execute(db);
      log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; bare updates of copies of the round's lines`);
      const bare = { asTable: await bareRoundLinesUpdate(db, settleRound, 100), halfFull: await bareRoundLinesUpdate(db, settleRound, 50) };
      log('recording the result');
      const start = performance.now();
      const response = await fetch(`${baseUrl}/admin-api/rounds/${settleRound}/result`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sign(admin, 'admin')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_prize: '123112', '3front': ['498', '071'], '3back': ['112', '940'], '2bottom': '55' }),
      });
      const seconds = (performance.now() - start) / 1000;
      const answer = await response.json();
      const count = async (query) => (await query.execute(db)).rows[0].count;
      const won = await count(sql`select count(*)::int from bet_lines where round_id = ${settleRound} and status = 'prize'`);
      const wonSlips = await count(
        sql`select count(distinct slip_id)::int from bet_lines where round_id = ${settleRound} and status = 'prize'`,
      );
      const settledSlips = await count(sql`select count(*)::int from bet_slips where round_id = ${settleRound} and status = 'settled'`);
      log('checking the ledger invariants');
      const problems = await ledgerProblems(db);
      results.settlement = { seconds, bare, status: response.status, answer, won, wonSlips, settledSlips, problems: problems.slice(0, 10) };
      const group = 'settlement, 1,000,000 lines of 10,000 members';
      const failed = response.ok ? undefined : JSON.stringify(answer).slice(0, 200);
      figure(group, 'result recorded to every line settled and paid', seconds, 's', { target: '≤ 3 s', note: failed });
      figure(group, "the same vs one bare UPDATE of the round's lines", seconds, 's', {
        ceiling: Math.min(bare.asTable, bare.halfFull),
        target: '≤ 1×',
        note: `bare UPDATE ${round(bare.asTable)} s as the table is, ${round(bare.halfFull)} s with pages half full`,
      });
      figure(group, 'lines written won, as answered', won, 'lines', { target: String(answer.payload?.winning_lines) });
      figure(group, 'slips written settled, as won', settledSlips, 'slips', { target: String(wonSlips) });
      figure(group, 'ledger invariants hold', problems.length === 0 ? 1 : 0, 'yes=1', {
        target: '1',
        note: problems[0],
      });
    }

    if (only.has('site')) await sitePart(baseUrl, results);
    if (only.has('pad')) await padPart(baseUrl, results);
  } finally {
    await server?.stop();
    await database.close();
    if (!process.env.BENCH_KEEP_DATABASE) await dropPostgresDatabase(POSTGRES, name);
  }
}

/** The site half (bench/src/site/index.mjs, measureSite): figures with their targets. */
async function sitePart(baseUrl, results) {
  const site = path.join(repoRoot, 'bench/src/site/index.mjs');
  if (!existsSync(site)) {
    log('site: bench/src/site/index.mjs is not there yet; skipped');
    figure('site', 'measureSite', NaN, '', { note: 'bench/src/site/index.mjs missing' });
    return;
  }
  log('site: measureSite');
  try {
    const { measureSite } = await import(pathToFileURL(site).href);
    const measured = await measureSite({ baseUrl });
    results.site = measured;
    for (const { name, value, unit, target, spread, note } of measured) figure('site', name, value, unit, { target, spread, note });
  } catch (error) {
    figure('site', 'measureSite', NaN, '', { note: String(error).slice(0, 200) });
  }
}

/** The pad (bench/src/pad.mjs, measurePad): key to the 24th number of 24 ประตู in the cart. */
async function padPart(baseUrl, results) {
  log('pad: measurePad');
  try {
    const { measurePad } = await import('./pad.mjs');
    results.pad = await measurePad({ baseUrl });
    for (const { name, value, unit, target, note } of results.pad) figure('pad', name, value, unit, { target, note });
  } catch (error) {
    figure('pad', 'measurePad', NaN, '', { note: String(error).slice(0, 200) });
  }
}

function printTable() {
  const header = ['figure', 'value', 'unit', 'ceiling', 'ratio', 'spread', 'target', 'met'];
  const body = [];
  let group;
  for (const row of figures) {
    if (row.group !== group) {
      group = row.group;
      body.push([`— ${group}`, '', '', '', '', '', '', '']);
    }
    body.push([
      `  ${row.name}`,
      String(row.value),
      row.unit,
      row.ceiling === undefined ? '' : String(row.ceiling),
      row.ratio === undefined ? '' : `${row.ratio}×`,
      row.spread ?? '',
      row.target ?? '',
      `${row.met === undefined ? '' : row.met ? 'met' : 'NOT MET'}${row.note ? `  (${row.note})` : ''}`,
    ]);
  }
  const widths = header.map((_, column) => Math.max(header[column].length, ...body.map((line) => line[column].length)));
  const left = new Set([0, 5, 6, 7]);
  const format = (line) =>
    line.map((cell, column) => (left.has(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of body) console.log(format(line));
}

const results = {};
const started = new Date();
// The machine may be shared: its load is kept beside the figures, which are only comparable at similar loads.
const loadBefore = os.loadavg();
const machineBefore = calibrate();
console.log(
  `machine: ${machineBefore.cpuModel}, ${machineBefore.cpus} CPUs; calibration ${machineBefore.calibrationMs} ms (${machineBefore.calibrationWork})`,
);
// The site's figures follow the browser's own speed, which the loop above does not track.
if (['site', 'pad'].some((part) => only.has(part))) {
  const { calibrateChromium } = await import('./site/index.mjs');
  Object.assign(machineBefore, await calibrateChromium());
  console.log(`Chromium: calibration ${machineBefore.browserCalibrationMs} ms (${machineBefore.browserCalibrationWork})`);
}
try {
  // The yeekee and reports parts start servers of their own (bench/src/yeekee.mjs, reports.mjs).
  if (['place_bet', 'reads', 'settlement', 'site', 'pad', 'pglite'].some((part) => only.has(part))) await postgresPart(results);
  if (only.has('yeekee'))
    await (await import('./yeekee.mjs')).yeekeePart({ postgresUrl: POSTGRES, workDir, jwtSecret, figure, log, results });
  if (only.has('reports')) await reportsPart({ postgres: POSTGRES, workDir, jwtSecret, sign, figure, log, results });
  if (only.has('money')) await autoMoneyPart({ postgres: POSTGRES, workDir, jwtSecret, sign, figure, log, results });
  if (only.has('risk'))
    await riskPart({ postgres: POSTGRES, workDir, jwtSecret, sign, figure, log, results, seconds: SECONDS, runs: RUNS, spread, round });
  if (only.has('inbox')) await inboxPart({ postgres: POSTGRES, workDir, jwtSecret, sign, figure, log, results });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
printTable();
const machineAfter = calibrate();
console.log(`\nload average (1 min) before ${loadBefore[0].toFixed(1)}, after ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
console.log(`calibration before ${machineBefore.calibrationMs} ms, after ${machineAfter.calibrationMs} ms (${machineBefore.cpuModel})`);
const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: started.toISOString(), machine: { ...machineBefore, calibrationAfterMs: machineAfter.calibrationMs, node: process.version, loadBefore, loadAfter: os.loadavg() }, seconds: SECONDS, figures, results }, (_, value) => (typeof value === 'bigint' ? String(value) : value), 2)}\n`,
);
console.log(`\nwritten: ${path.relative(repoRoot, file)}`);
