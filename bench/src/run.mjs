// npm run bench: the server's hot paths and the site measured against this machine's own ceilings.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { runLoad } from './lib/load.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import {
  SLIP_TYPES,
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
import { runPgbench } from './lib/pgbench.mjs';
import { reportsPart } from './reports.mjs';

const POSTGRES = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS || 8);
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
const LINE_BAHT = 1;
/** Which parts to run: BENCH_ONLY=place_bet,reads,settlement,pglite,site,pad,yeekee,reports (default all). */
const only = new Set((process.env.BENCH_ONLY || 'place_bet,reads,settlement,pglite,site,pad,yeekee,reports').split(','));

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

/** Whether `row` meets its target: '≥ 0.8×' on the ratio, '≤ 60 ms' / 'p50 ≤ 10 ms' / '≤ 3 s' / '0' / '1' on the value. */
function met(row) {
  const target = row.target;
  if (!target) return undefined;
  const atLeast = target.match(/≥ ([\d.]+)×/);
  if (atLeast) return row.ratio >= Number(atLeast[1]);
  const atLeastValue = target.match(/≥ ([\d.]+)/);
  if (atLeastValue) return row.value >= Number(atLeastValue[1]);
  const atMost = target.match(/≤ ([\d.]+)/);
  if (atMost) return row.value <= Number(atMost[1]);
  return String(row.value) === target;
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

const random = (n) => Math.floor(Math.random() * n);
const pad = (value, width) => String(value).padStart(width, '0');

/** A 5-line slip of 1-baht lines, one line per type, random numbers, at the current rates. */
function slipBody(roundId, rates) {
  return {
    round_id: String(roundId),
    place_bet: SLIP_TYPES.map((type) => ({
      round_id: String(roundId),
      type,
      number: type.endsWith('two') ? pad(random(100), 2) : pad(random(1000), 3),
      amount: LINE_BAHT,
      rate: rates.get(type),
    })),
  };
}

/** place_bet over HTTP: every connection takes members in turn; accepted stakes tallied per member. */
async function placeBetLoad({ baseUrl, db, memberIds, roundId, rates, connections, seconds }) {
  const before = await credits(db, memberIds);
  const tokens = new Map(memberIds.map((id) => [id, `Bearer ${sign(id)}`]));
  const staked = new Map(memberIds.map((id) => [id, 0n]));
  const slipSatang = BigInt(SLIP_TYPES.length * LINE_BAHT * 100);
  const result = await runLoad({
    baseUrl,
    connections,
    seconds,
    request: (connection, i) => {
      const memberId = memberIds[(connection + i * connections) % memberIds.length];
      return {
        method: 'POST',
        path: '/lto-public-api/lotto/place_bet',
        headers: { authorization: tokens.get(memberId) },
        body: slipBody(roundId, rates),
        memberId,
      };
    },
    check: (status, body, request) => {
      if (status !== 200) return false;
      staked.set(request.memberId, staked.get(request.memberId) + slipSatang);
      return JSON.parse(body).status === 'success';
    },
  });
  const after = await credits(db, memberIds);
  const wrong = memberIds.filter((id) => before.get(id) - after.get(id) !== staked.get(id));
  return { ...result, creditsExact: wrong.length === 0, wrongMembers: wrong.length };
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
    const [{ id: houseAccount }] = (await sql`select id from ledger_accounts where kind = 'house' and member_id is null`.execute(db)).rows;

    server = await startServer({ databaseUrl, dataDir: path.join(workDir, 'pg-data'), jwtSecret });
    const { baseUrl } = server;

    if (only.has('place_bet')) {
      for (const connections of CONNECTIONS) {
        // Each ceiling interleaved with what it bounds (A B C A B C), RUNS times: the machine is shared.
        const runs = { extended: [], prepared: [], http: [] };
        for (let run = 1; run <= RUNS; run++) {
          for (const mode of ['extended', 'prepared']) {
            log(`pgbench ${mode}, same writes, ${PGBENCH_CLIENTS} clients (the server's pool), run ${run}`);
            runs[mode].push(await runPgbench({ databaseUrl, workDir, clients: PGBENCH_CLIENTS, seconds: SECONDS, roundId: pgbenchRound, memberIds, houseAccount, rates, mode }));
          }
          log(`place_bet over HTTP, ${connections} connections, run ${run}`);
          runs.http.push(await placeBetLoad({ baseUrl, db, memberIds, roundId, rates, connections, seconds: SECONDS }));
        }
        const load = runs.http.at(-1);
        results[`place_bet_${connections}`] = runs.http;
        results[`pgbench_${connections}`] = { extended: runs.extended, prepared: runs.prepared };
        const group = `place_bet, ${connections} connections (${RUNS} runs interleaved; value = median, spread = min–max)`;
        const slips = spread(runs.http.map((run) => run.okPerSecond));
        const prepared = spread(runs.prepared.map((run) => run.perSecond));
        const extended = spread(runs.extended.map((run) => run.perSecond));
        figure(group, 'slips/s vs pgbench prepared, same writes', slips.median, 'slips/s', { ceiling: prepared.median, target: '≥ 0.8×', spread: [slips, prepared] });
        figure(group, 'slips/s vs pgbench unprepared (extended)', slips.median, 'slips/s', { ceiling: extended.median, spread: [slips, extended] });
        const p99 = spread(runs.http.map((run) => run.p99));
        figure(group, 'p99', p99.median, 'ms', { target: connections === 16 ? '≤ 60 ms' : '≤ 150 ms', spread: [p99] });
        figure(group, 'p50', spread(runs.http.map((run) => run.p50)).median, 'ms');
        const errors = runs.http.reduce((sum, run) => sum + run.errors, 0);
        figure(group, 'errors', errors, 'requests', { target: '0', note: runs.http.find((run) => run.firstError)?.firstError });
        const exact = runs.http.every((run) => run.creditsExact);
        figure(group, 'credits fell by exactly the accepted stakes', exact ? 1 : 0, 'yes=1', { target: '1', note: exact ? undefined : `${load.wrongMembers} members differ` });
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
      await seedOthersHistory(db, { prefix: '0960', roundId: othersRound, slipsPerMember: OTHERS.slipsPerMember, linesPerSlip: OTHERS.linesPerSlip });
      await sql`vacuum analyze bet_slips`.execute(db);
      await sql`vacuum analyze bet_lines`.execute(db);
      const member = `Bearer ${sign(memberIds[0])}`;
      const deep = `Bearer ${sign(deepMember)}`;
      const reads = [
        ['bet_running', member, {}, '≥ 0.5×'],
        ['pay_rate', member, { name: 'government' }, '≥ 0.5×'],
        ['history page 1 (100,000 slips)', deep, { page: 1 }, 'p50 ≤ 10 ms'],
        [`history page ${HISTORY_DEEP_PAGE} (100,000 slips)`, deep, { page: HISTORY_DEEP_PAGE }, 'p50 ≤ 10 ms'],
      ];
      const healthz = () => runLoad({ baseUrl, connections: 16, seconds: READ_SECONDS, request: () => ({ path: '/healthz' }) });
      for (const [label, authorization, body, target] of reads) {
        const route = label.split(' ')[0];
        const read = (connections, seconds) =>
          runLoad({
            baseUrl,
            connections,
            seconds,
            request: () => ({ method: 'POST', path: `/lto-public-api/lotto/${route}`, headers: { authorization }, body }),
            check: (status, text) => status === 200 && (route !== 'history' || JSON.parse(text).payload.result.length > 0),
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
        figure(group, 'req/s vs GET /healthz', perSecond.median, 'req/s', { ceiling: ceiling.median, target: route === 'history' ? undefined : target, spread: [perSecond, ceiling] });
        figure(group, 'p50', p50.median, 'ms', { target: route === 'history' ? target : undefined, spread: [p50] });
        figure(group, 'p99', spread(runs.read.map((run) => run.p99)).median, 'ms');
        const errors = runs.read.reduce((sum, run) => sum + run.errors, 0);
        figure(group, 'errors', errors, 'requests', { target: '0', note: runs.read.find((run) => run.firstError)?.firstError });
        // The same read alone, one request at a time: its own latency without queueing.
        const single = await read(1, 2);
        figure(group, 'p50 at 1 connection', single.p50, 'ms', { target: route === 'history' ? target : undefined });
      }
    }

    if (only.has('settlement')) {
      const lines = SETTLEMENT_MEMBERS * SETTLEMENT_SLIPS_PER_MEMBER * SETTLEMENT_LINES_PER_SLIP;
      log(`settlement: seeding ${lines} lines of ${SETTLEMENT_MEMBERS} members`);
      const seedStart = performance.now();
      await seedMembers(db, { prefix: '0920', count: SETTLEMENT_MEMBERS, credit: 1000n * BigInt(SETTLEMENT_SLIPS_PER_MEMBER * SETTLEMENT_LINES_PER_SLIP) });
      const settleRound = await seedRound(db, { slot: 'bench-settlement', open: false });
      await seedSettlementRound(db, { roundId: settleRound, prefix: '0920', slipsPerMember: SETTLEMENT_SLIPS_PER_MEMBER, linesPerSlip: SETTLEMENT_LINES_PER_SLIP });
      await sql`vacuum analyze`.execute(db);
      log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; recording the result`);
      const start = performance.now();
      const response = await fetch(`${baseUrl}/admin-api/rounds/${settleRound}/result`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sign(admin, 'admin')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_prize: '123112', '3front': ['498', '071'], '3back': ['112', '940'], '2bottom': '55' }),
      });
      const seconds = (performance.now() - start) / 1000;
      const answer = await response.json();
      const [{ running }] = (await sql`select count(*)::int as running from bet_lines where round_id = ${settleRound} and status = 'running'`.execute(db)).rows;
      log('checking the ledger invariants');
      const problems = await ledgerProblems(db);
      results.settlement = { seconds, status: response.status, answer, running, problems: problems.slice(0, 10) };
      figure('settlement, 1,000,000 lines of 10,000 members', 'result recorded to every line settled and paid', seconds, 's', { target: '≤ 3 s', note: response.ok ? undefined : JSON.stringify(answer).slice(0, 200) });
      figure('settlement, 1,000,000 lines of 10,000 members', 'lines left running', running, 'lines', { target: '0' });
      figure('settlement, 1,000,000 lines of 10,000 members', 'ledger invariants hold', problems.length === 0 ? 1 : 0, 'yes=1', { target: '1', note: problems[0] });
    }

    if (only.has('site')) await sitePart(baseUrl, results);
    if (only.has('pad')) await padPart(baseUrl, results);
  } finally {
    await server?.stop();
    await database.close();
    if (!process.env.BENCH_KEEP_DATABASE) await dropPostgresDatabase(POSTGRES, name);
  }
}

/** place_bet on the embedded engine, as a ratio of the PostgreSQL figure of the same run. */
async function pglitePart(results) {
  const dataDir = path.join(workDir, 'pglite-data');
  const database = await openBenchDatabase({ dataDir });
  let memberIds;
  let roundId;
  let rates;
  try {
    memberIds = await seedMembers(database.db, { prefix: '0900', count: MEMBERS, credit: CREDIT });
    roundId = await seedRound(database.db, { slot: 'bench-open', open: true });
    rates = await rateTable(database.db, 'government');
  } finally {
    await database.close();
  }
  const server = await startServer({ databaseUrl: undefined, dataDir, jwtSecret });
  const tally = { db: undefined };
  let load;
  try {
    // The server holds the embedded database: credits are read through a second opening afterwards.
    const staked = new Map(memberIds.map((id) => [id, 0n]));
    log('place_bet on PGlite, 16 connections');
    load = await runLoad({
      baseUrl: server.baseUrl,
      connections: 16,
      seconds: SECONDS,
      request: (connection, i) => {
        const memberId = memberIds[(connection + i * 16) % memberIds.length];
        return { method: 'POST', path: '/lto-public-api/lotto/place_bet', headers: { authorization: `Bearer ${sign(memberId)}` }, body: slipBody(roundId, rates), memberId };
      },
      check: (status, _body, request) => {
        if (status === 200) staked.set(request.memberId, staked.get(request.memberId) + BigInt(SLIP_TYPES.length * LINE_BAHT * 100));
        return status === 200;
      },
    });
    tally.staked = staked;
  } finally {
    await server.stop();
  }
  const reopened = await openBenchDatabase({ dataDir });
  try {
    const after = await credits(reopened.db, memberIds);
    load.creditsExact = memberIds.every((id) => CREDIT - after.get(id) === tally.staked.get(id));
  } finally {
    await reopened.close();
  }
  results.pglite_16 = load;
  const postgres = results.place_bet_16;
  const group = 'place_bet on PGlite, 16 connections';
  figure(group, 'slips/s accepted vs PostgreSQL', load.okPerSecond, 'slips/s', postgres && { ceiling: postgres.okPerSecond });
  figure(group, 'p99', load.p99, 'ms');
  figure(group, 'errors', load.errors, 'requests', { target: '0', note: load.firstError });
  figure(group, 'credits fell by exactly the accepted stakes', load.creditsExact ? 1 : 0, 'yes=1', { target: '1' });
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
    for (const { name, value, unit, target, spread } of measured) figure('site', name, value, unit, { target, spread });
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
    for (const { name, value, unit, target } of results.pad) figure('pad', name, value, unit, { target });
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
  const format = (line) => line.map((cell, column) => (left.has(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of body) console.log(format(line));
}

const results = {};
const started = new Date();
// The machine may be shared: its load is kept beside the figures, which are only comparable at similar loads.
const loadBefore = os.loadavg();
try {
  // The yeekee and reports parts start servers of their own (bench/src/yeekee.mjs, reports.mjs).
  if (['place_bet', 'reads', 'settlement', 'site', 'pad', 'pglite'].some((part) => only.has(part))) await postgresPart(results);
  if (only.has('pglite')) await pglitePart(results);
  if (only.has('yeekee')) await (await import('./yeekee.mjs')).yeekeePart({ postgresUrl: POSTGRES, workDir, jwtSecret, figure, log, results });
  if (only.has('reports')) await reportsPart({ postgres: POSTGRES, workDir, jwtSecret, sign, figure, log, results });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
printTable();
console.log(`\nload average (1 min) before ${loadBefore[0].toFixed(1)}, after ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: started.toISOString(), machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter: os.loadavg() }, seconds: SECONDS, figures, results }, (_, value) => (typeof value === 'bigint' ? String(value) : value), 2)}\n`,
);
console.log(`\nwritten: ${path.relative(repoRoot, file)}`);
