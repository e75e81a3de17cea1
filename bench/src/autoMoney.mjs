import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPostgresDatabase, credits, dropPostgresDatabase, ledgerProblems, openBenchDatabase, seedMembers, sql } from './lib/db.mjs';
import { repoRoot, startServer } from './lib/server.mjs';

// The server's own sealing and signing of feed secrets (server/src/money/statement/feedSecrets.ts).
const requireServer = createRequire(path.join(repoRoot, 'server/package.json'));
const { feedSecretBox, feedSignature } = requireServer(path.join(repoRoot, 'server/dist/money/statement/feedSecrets.js'));

/**
 * Money that moves by itself (docs/money.md#automatic-money) on PostgreSQL, over HTTP as members and
 * a bank's feed reach it: MEMBERS members reserve a QR of one base amount at once (every one must
 * get its own amount), their transfers' statement lines all arrive at once (every member credited
 * once, with their own amount, the ledger balanced), then lines arrive at LINES_PER_SECOND and each
 * push is timed from its sending to its answer, which comes after the credit is committed.
 */
const MEMBERS = 500;
const BASE_BAHT = 100;
const LINES_PER_SECOND = 50;
const LATENCY_TARGET_MS = 1000;
const FEED_SECRET = 'bench-feed-secret';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function autoMoneyPart({ postgres, workDir, jwtSecret, sign, figure, log, results }) {
  const name = `bench_money_${Date.now()}`;
  const databaseUrl = await createPostgresDatabase(postgres, name);
  const database = await openBenchDatabase({ databaseUrl });
  const { db } = database;
  let server;
  try {
    const memberIds = await seedMembers(db, { prefix: '0932', count: MEMBERS, credit: 0n });
    const { rows } = await sql`insert into site_bank_accounts (bank_id, account_name, account_number, promptpay_id, feed_secret)
      values (4, 'บริษัท ลอตโต้ จำกัด', '4079990001', '0812345678', ${feedSecretBox(jwtSecret).seal(FEED_SECRET)}) returning id`.execute(db);
    const accountId = rows[0].id;
    await sql`update site_config set auto_credit_max = 100000000`.execute(db);
    server = await startServer({ databaseUrl, dataDir: path.join(workDir, 'money-data'), jwtSecret });
    const { baseUrl } = server;
    const group = `automatic money, ${MEMBERS} members, PostgreSQL`;

    const reserve = async (memberId) => {
      const response = await fetch(`${baseUrl}/lto-public-api/deposit_qr`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sign(memberId)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: BASE_BAHT }),
      });
      if (!response.ok) throw new Error(`deposit_qr: ${response.status} ${await response.text()}`);
      return { memberId, payAmount: (await response.json()).payload.pay_amount };
    };
    let serial = 0;
    const push = async (amount) => {
      serial += 1;
      const body = JSON.stringify({ lines: [{ bank_ref: `BENCH${serial}`, amount, direction: 'in', at: new Date().toISOString() }] });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await fetch(`${baseUrl}/bank-feed/${accountId}/lines`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-feed-timestamp': timestamp,
          'x-feed-signature': feedSignature(FEED_SECRET, timestamp, body),
        },
        body,
      });
      if (!response.ok) throw new Error(`bank-feed: ${response.status} ${await response.text()}`);
      return (await response.json()).payload;
    };
    const creditedRight = async (reservations, before) => {
      const after = await credits(db, memberIds);
      return reservations.filter(
        ({ memberId, payAmount }) => after.get(memberId) - before.get(memberId) === BigInt(Math.round(payAmount * 100)),
      ).length;
    };

    log(`automatic money: ${MEMBERS} reservations of ${BASE_BAHT} baht at once`);
    const atOnce = await Promise.all(memberIds.map(reserve));
    const distinct = new Set(atOnce.map(({ payAmount }) => payAmount)).size;
    figure(group, `reservations of ${BASE_BAHT} baht at once: distinct amounts`, distinct, 'amounts', { target: String(MEMBERS) });

    const beforeAll = await credits(db, memberIds);
    const paidAll = await Promise.all(atOnce.map(({ payAmount }) => push(payAmount)));
    const creditedAll = paidAll.reduce((sum, reply) => sum + reply.credited, 0);
    figure(group, 'all paid at once: lines credited', creditedAll, 'lines', { target: String(MEMBERS) });
    figure(group, 'all paid at once: members credited once with their own amount', await creditedRight(atOnce, beforeAll), 'members', {
      target: String(MEMBERS),
    });

    log(`automatic money: lines arriving at ${LINES_PER_SECOND}/s`);
    const paced = [];
    for (let i = 0; i < MEMBERS; i += LINES_PER_SECOND)
      paced.push(...(await Promise.all(memberIds.slice(i, i + LINES_PER_SECOND).map(reserve))));
    const beforePaced = await credits(db, memberIds);
    const start = performance.now();
    const latencies = await Promise.all(
      paced.map(async ({ payAmount }, i) => {
        const due = start + (i * 1000) / LINES_PER_SECOND;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const sent = performance.now();
        const reply = await push(payAmount);
        if (reply.credited !== 1) throw new Error(`a paced line was not credited: ${JSON.stringify(reply)}`);
        return performance.now() - sent;
      }),
    );
    const sorted = latencies.sort((a, b) => a - b);
    results.auto_money = { distinct, creditedAll, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
    figure(group, `a line's arrival to the member's credit at ${LINES_PER_SECOND} lines/s, p50`, percentile(sorted, 50), 'ms');
    figure(group, `a line's arrival to the member's credit at ${LINES_PER_SECOND} lines/s, p95`, percentile(sorted, 95), 'ms', {
      target: `≤ ${LATENCY_TARGET_MS} ms`,
    });
    figure(group, 'paced lines: members credited once with their own amount', await creditedRight(paced, beforePaced), 'members', {
      target: String(MEMBERS),
    });
    figure(group, 'ledger problems after both', (await ledgerProblems(db)).length, 'problems', { target: '0' });
  } finally {
    await server?.stop();
    await database.close();
    if (!process.env.BENCH_KEEP_DATABASE) await dropPostgresDatabase(postgres, name);
  }
}
