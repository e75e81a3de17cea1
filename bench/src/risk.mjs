import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runLoadElsewhere } from './lib/load.mjs';
import {
  createPostgresDatabase,
  credits,
  dropPostgresDatabase,
  openBenchDatabase,
  rateTable,
  seedMembers,
  seedRound,
  sql,
} from './lib/db.mjs';
import { repoRoot, startServer } from './lib/server.mjs';

// Migration 024's backfill: the kept liability of every unsettled round's standing lines, as place_bet keeps it.
const requireServer = createRequire(path.join(repoRoot, 'server/package.json'));
const { keepStandingLiability } = requireServer(path.join(repoRoot, 'server/dist/db/migrations/024_liability.js'));

/**
 * Risk by liability (docs/lottery-rules.md#risk-by-liability) on PostgreSQL:
 * - place_bet at 16 connections with every slip aimed at the same outcomes (loadPlans.mjs,
 *   correlatedSlipBody), on a round without a budget and on one with a budget and rate steps that
 *   the run never reaches, interleaved A B A B: slips/s with the budget against without, p99,
 *   errors, exact credits, and the kept stakes against the standing lines; the same with วิ่งบน in
 *   every slip, which a budgeted round places alone, beside it without a target;
 * - the liability screen of a round of 1,000,000 lines over every bet type, kept by migration
 *   024's backfill: `GET /admin-api/rounds/{id}/liability`, timed after warm-ups.
 */
const MEMBERS = 200;
const CONNECTIONS = 16;
const CREDIT = 100_000_000n;
/** Far above what a run loses on one outcome: the whole pricing runs, nothing is refused or re-priced. */
const BUDGET_SATANG = 100_000_000_000n;
const STEPS = [
  { from_percent: 50, rate_percent: 80 },
  { from_percent: 80, rate_percent: 50 },
];
const SCREEN_LINES = { members: 10_000, slipsPerMember: 10, linesPerSlip: 10 };
const SCREEN_WARMUPS = 3;
const SCREEN_REQUESTS = 30;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A round of standing lines over all ten bet types written directly (no ledger: only the screen reads them). */
async function seedScreenRound(db, roundId, prefix) {
  const like = `${prefix}%`;
  await sql`insert into bet_slips (member_id, round_id, total, created_at)
    select m.id, ${roundId}, ${BigInt(SCREEN_LINES.linesPerSlip) * 100n}::bigint, now()
    from members m cross join generate_series(1, ${SCREEN_LINES.slipsPerMember}) k where m.username like ${like} order by m.id, k`.execute(
    db,
  );
  await sql`insert into bet_lines (slip_id, round_id, member_id, bet_type, number, canonical_number, amount, rate_x100)
    select s.id, s.round_id, s.member_id, chosen.type, pick.number,
      case when chosen.type in ('todd_three', 'todd_four')
        then (select string_agg(ch, '' order by ch) from regexp_split_to_table(pick.number, '') as ch) else pick.number end,
      100, rate.rate_x100
    from bet_slips s cross join generate_series(1, ${SCREEN_LINES.linesPerSlip}) j
    cross join lateral (select (array['top_four', 'todd_four', 'top_three', 'todd_three', 'first_three', 'last_three',
      'top_two', 'bottom_two', 'top_one', 'bottom_one'])[1 + (s.id * 3 + j) % 10] as type) chosen
    cross join lateral (select case when chosen.type like '%four' then 4 when chosen.type like '%three' then 3
      when chosen.type like '%two' then 2 else 1 end as digits) size
    cross join lateral (select lpad(((s.id * 7919 + j * 104729) % (10 ^ size.digits)::int)::text, size.digits, '0') as number) pick
    join lottery_rates rate on rate.lottery_code = 'government' and rate.bet_type = chosen.type
    where s.round_id = ${roundId}`.execute(db);
}

export async function riskPart({ postgres, workDir, jwtSecret, sign, figure, log, results, seconds, runs, spread, round }) {
  const name = `bench_risk_${Date.now()}`;
  const databaseUrl = await createPostgresDatabase(postgres, name);
  const database = await openBenchDatabase({ databaseUrl });
  const { db } = database;
  let server;
  try {
    const memberIds = await seedMembers(db, { prefix: '0940', count: MEMBERS, credit: CREDIT });
    const [staff] = await seedMembers(db, { prefix: '0941', count: 1, credit: 0n, role: 'staff' });
    const rates = await rateTable(db, 'government');

    // The screen's round first: the backfill keeps every unsettled round, and no other has lines yet.
    const lines = SCREEN_LINES.members * SCREEN_LINES.slipsPerMember * SCREEN_LINES.linesPerSlip;
    log(`risk: seeding a round of ${lines} lines over every bet type`);
    await seedMembers(db, { prefix: '0942', count: SCREEN_LINES.members, credit: 0n });
    const screenRound = await seedRound(db, { slot: 'bench-risk-screen', open: false });
    await seedScreenRound(db, screenRound, '0942');
    const keepStart = performance.now();
    await keepStandingLiability(db);
    const keepSeconds = (performance.now() - keepStart) / 1000;
    const [{ kept }] = (await sql`select count(*)::int as kept from round_liability where round_id = ${screenRound}`.execute(db)).rows;
    log(`risk: kept ${kept} rows in ${keepSeconds.toFixed(1)} s`);
    await sql`vacuum analyze`.execute(db);

    const bare = await seedRound(db, { slot: 'bench-risk-bare', open: true });
    const budgeted = await seedRound(db, { slot: 'bench-risk-budget', open: true });
    const bareRun = await seedRound(db, { slot: 'bench-risk-bare-run', open: true });
    const budgetedRun = await seedRound(db, { slot: 'bench-risk-budget-run', open: true });
    await sql`update rounds set risk_budget = ${BUDGET_SATANG} where id in (${budgeted}, ${budgetedRun})`.execute(db);
    await sql`update lotteries set risk_steps = ${JSON.stringify(STEPS)}::jsonb where code = 'government'`.execute(db);

    server = await startServer({ databaseUrl, dataDir: path.join(workDir, 'risk-data'), jwtSecret });
    const { baseUrl } = server;
    const members = memberIds.map((id) => [id, `Bearer ${sign(id)}`]);

    const load = async (roundId, correlated) => {
      await sql`analyze`.execute(db);
      const before = await credits(db, memberIds);
      const result = await runLoadElsewhere('placeBet', {
        baseUrl,
        connections: CONNECTIONS,
        seconds,
        members,
        roundId,
        rates: [...rates],
        correlated,
      });
      const after = await credits(db, memberIds);
      const staked = new Map(result.staked);
      const wrong = memberIds.filter((id) => before.get(id) - after.get(id) !== BigInt(staked.get(id)));
      return { ...result, staked: undefined, creditsExact: wrong.length === 0 };
    };
    // Every load starts on statistics of the tables as they stand (`analyze` above), as
    // autovacuum keeps them: this machine's PostgreSQL runs without it (bench/README.md).
    // Each load on its own pair of rounds, A B B A: without a budget first in odd runs, with one
    // first in even runs, so that what drifts over the part's minutes weighs on both alike.
    const loads = [
      { correlated: true, rounds: [bare, budgeted], runs: { bare: [], budget: [] } },
      { correlated: 'run', rounds: [bareRun, budgetedRun], runs: { bare: [], budget: [] } },
    ];
    for (let run = 1; run <= runs; run++) {
      for (const { correlated, rounds, runs: done } of loads) {
        const what = correlated === 'run' ? 'correlated numbers with วิ่งบน' : 'correlated numbers';
        const order = run % 2 === 1 ? ['bare', 'budget'] : ['budget', 'bare'];
        for (const which of order) {
          log(`risk: place_bet, ${what}, ${CONNECTIONS} connections, ${which === 'bare' ? 'no budget' : 'a budget and steps'}, run ${run}`);
          done[which].push(await load(rounds[which === 'bare' ? 0 : 1], correlated));
        }
      }
    }
    const [{ runs: plain }, { runs: withRun }] = loads;
    results.risk_place_bet = { correlated: plain, with_run: withRun };
    const group = `risk: place_bet on correlated numbers, ${CONNECTIONS} connections (${runs} runs interleaved; value = median, spread = min–max)`;
    const withBudget = spread(plain.budget.map((one) => one.okPerSecond));
    const without = spread(plain.bare.map((one) => one.okPerSecond));
    figure(group, 'slips/s with a budget and steps vs the same load without', withBudget.median, 'slips/s', {
      ceiling: without.median,
      target: '≥ 0.9×',
      spread: [withBudget, without],
    });
    const p99 = spread(plain.budget.map((one) => one.p99));
    figure(group, 'p99 with a budget', p99.median, 'ms', {
      target: '≤ 60 ms',
      spread: [p99],
      note: `without: ${round(spread(plain.bare.map((one) => one.p99)).median)} ms`,
    });
    // วิ่ง on a round with a budget is placed with the round held against other bets (docs/lottery-rules.md#risk-by-liability).
    const runBudget = spread(withRun.budget.map((one) => one.okPerSecond));
    const runBare = spread(withRun.bare.map((one) => one.okPerSecond));
    figure(group, 'every slip with วิ่งบน: slips/s with a budget vs without', runBudget.median, 'slips/s', {
      ceiling: runBare.median,
      spread: [runBudget, runBare],
      note: `p99 ${round(spread(withRun.budget.map((one) => one.p99)).median)} ms with, ${round(spread(withRun.bare.map((one) => one.p99)).median)} ms without; a วิ่ง slip holds its budgeted round`,
    });
    const bareRuns = [...plain.bare, ...withRun.bare];
    const budgetRuns = [...plain.budget, ...withRun.budget];
    const all = [...bareRuns, ...budgetRuns];
    figure(
      group,
      'errors',
      all.reduce((sum, run) => sum + run.errors, 0),
      'requests',
      { target: '0', note: all.find((run) => run.firstError)?.firstError },
    );
    figure(group, 'credits fell by exactly the accepted stakes', all.every((run) => run.creditsExact) ? 1 : 0, 'yes=1', { target: '1' });
    // Each part's kept stakes against its standing lines, on both rounds.
    const { rows: mismatched } = await sql`select k.round_id, k.part from (
        select round_id, part, sum(stakes) as kept from round_part_stakes where round_id in (${bare}, ${budgeted}, ${bareRun}, ${budgetedRun}) group by round_id, part) k
      full join (select round_id, case when bet_type in ('bottom_two', 'bottom_one') then 'bottom2' when bet_type = 'first_three' then 'front3'
        when bet_type = 'last_three' then 'back3' else 'top4' end as part, sum(amount) as lines
        from bet_lines where round_id in (${bare}, ${budgeted}, ${bareRun}, ${budgetedRun}) and status = 'running' group by 1, 2) l
      on l.round_id = k.round_id and l.part = k.part
      where k.kept is distinct from l.lines`.execute(db);
    figure(group, "kept stakes equal the standing lines' per part", mismatched.length === 0 ? 1 : 0, 'yes=1', {
      target: '1',
      note: mismatched.length ? JSON.stringify(mismatched) : undefined,
    });

    log(`risk: the liability screen of ${lines} lines`);
    const screen = async () => {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/admin-api/rounds/${screenRound}/liability`, {
        headers: { authorization: `Bearer ${sign(staff, 'staff')}` },
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`liability: ${response.status} ${text.slice(0, 200)}`);
      return { ms: performance.now() - start, bytes: Buffer.byteLength(text) };
    };
    for (let warmup = 0; warmup < SCREEN_WARMUPS; warmup++) await screen();
    const timed = [];
    for (let request = 0; request < SCREEN_REQUESTS; request++) timed.push(await screen());
    const sorted = timed.map((one) => one.ms).sort((a, b) => a - b);
    results.risk_screen = { lines, kept, keepSeconds, ms: sorted, bytes: timed[0].bytes };
    figure(
      `risk: the liability screen, a round of ${lines.toLocaleString('en-US')} lines (${kept.toLocaleString('en-US')} kept rows)`,
      'GET /admin-api/rounds/{id}/liability p95',
      percentile(sorted, 95),
      'ms',
      {
        target: '≤ 200 ms',
        note: `p50 ${percentile(sorted, 50).toFixed(1)} ms, ${SCREEN_REQUESTS} requests after ${SCREEN_WARMUPS} warm-ups, ${Math.round(timed[0].bytes / 1024)} KB; kept by migration 024's backfill in ${keepSeconds.toFixed(1)} s`,
      },
    );
  } finally {
    await server?.stop();
    await database.close();
    await dropPostgresDatabase(postgres, name);
  }
}
