import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createPostgresDatabase, dropPostgresDatabase, openBenchDatabase, seedMembers, sql, tokenSigner } from './lib/db.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Yeekee shooting (docs/lottery-rules.md): 200 members shoot into one round at once through two
 * server processes on one PostgreSQL database, while 500 viewers (half on each process) hold the
 * round's live stream. Figures: shots accepted per second; the delay from a shot's acceptance
 * (its createdAt, read by the server inside the shot's transaction) to its arrival at each viewer,
 * p50 and p95 (target ≤ 1 s); and how many viewers missed a shot (target 0).
 *
 * The viewers run in a worker thread of their own, so that the shooters' replies do not queue
 * behind 500 streams' events in one event loop and inflate the delays measured.
 */
const SHOOTERS = 200;
const VIEWERS = 500;
const SHOOT_SECONDS = Number(process.env.BENCH_YEEKEE_SECONDS || 10);
/** After the last shot, how long viewers may take to receive everything before they count as missing. */
const SETTLE_MS = 10_000;
/** The stream's `retry:` (server/src/lotto/yeekee/routes.ts). */
const RECONNECT_MS = 2_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * A viewer's own loopback address (127.0.0.2 to 127.0.0.201): the server holds at most 200 streams
 * per address without a session (server/src/http/streamSlots.ts), and 500 viewers from one
 * address would be refused as one crowd; spread out, each address holds 3 streams at most.
 */
const viewerAddress = (viewer) => `127.0.0.${2 + (viewer % 200)}`;

/**
 * The worker: opens the viewers' streams, records each shot's delay, answers who has which seqs.
 * A refused or dropped stream is opened again after the server's `retry:` with `Last-Event-ID`,
 * as a browser's EventSource does.
 */
function runViewers({ baseUrls, roundId, viewers }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const seen = Array.from({ length: viewers }, () => new Set());
  const lastId = new Array(viewers).fill(0);
  const delays = [];
  const everConnected = new Set();
  let reconnects = 0;
  let stopping = false;
  const requests = new Map();
  const again = (viewer) => {
    if (stopping) return;
    reconnects++;
    setTimeout(() => open(viewer), RECONNECT_MS);
  };
  function open(viewer) {
    const headers = lastId[viewer] > 0 ? { 'last-event-id': String(lastId[viewer]) } : {};
    const request = http.get(
      `${baseUrls[viewer % baseUrls.length]}/lto-public-api/lotto/yeekee/${roundId}/stream`,
      { agent, headers, localAddress: viewerAddress(viewer) },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          again(viewer);
          return;
        }
        everConnected.add(viewer);
        if (everConnected.size === viewers) parentPort.postMessage({ kind: 'connected' });
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const now = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!event.includes('event: shot')) continue;
            const seq = Number(/^id: (\d+)$/m.exec(event)[1]);
            const createdAt = /"createdAt":"([^"]+)"/.exec(event)[1];
            seen[viewer].add(seq);
            lastId[viewer] = Math.max(lastId[viewer], seq);
            delays.push(now - Date.parse(createdAt));
          }
        });
        response.on('end', () => again(viewer));
      },
    );
    request.on('error', () => again(viewer));
    requests.set(viewer, request);
  }
  for (let viewer = 0; viewer < viewers; viewer++) open(viewer);
  parentPort.on('message', (message) => {
    if (message.kind !== 'report') return;
    const missing = seen.map((seqs) => {
      let missed = 0;
      for (let seq = 1; seq <= message.count; seq++) if (!seqs.has(seq)) missed++;
      return missed;
    });
    if (message.final) {
      stopping = true;
      for (const request of requests.values()) request.destroy();
    }
    parentPort.postMessage({ kind: 'report', missing, delays: message.final ? delays : [], reconnects });
  });
}

if (!isMainThread) runViewers(workerData);

function askViewers(worker, count, final) {
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message.kind !== 'report') return;
      worker.off('message', onMessage);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.postMessage({ kind: 'report', count, final });
  });
}

/** One POST, answering status and parsed body, on a keep-alive agent shared by the shooters. */
function post(agent, baseUrl, path, authorization, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: { authorization, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * The yeekee part of `npm run bench` (BENCH_ONLY=yeekee runs it alone). The round's cool-down is
 * set to 0 and the cap per member raised for the run: shooters shoot as fast as the server answers,
 * which is the load 200 members at once put on one round at most.
 */
export async function yeekeePart({ postgresUrl, workDir, jwtSecret, figure, log, results }) {
  const name = `bench_yeekee_${Date.now()}`;
  log(`yeekee: database ${name}`);
  const databaseUrl = await createPostgresDatabase(postgresUrl, name);
  const database = await openBenchDatabase({ databaseUrl });
  const { db } = database;
  const sign = tokenSigner(jwtSecret);
  const servers = [];
  let worker;
  try {
    const memberIds = await seedMembers(db, { prefix: '0970', count: SHOOTERS, credit: 0n });
    // The session the bench's tokens name (sid 'bench'): the auth gate takes only open sessions.
    await sql`insert into refresh_tokens (member_id, family_id, token_hash, expires_at)
      select id, 'bench', 'bench:' || id, now() + interval '1 day' from members where username like '0970%'`.execute(db);
    await sql`update site_config set yeekee_shot_cooldown_seconds = 0, yeekee_shots_per_member = 1000000`.execute(db);
    const [{ id: roundId }] = (
      await sql`insert into rounds (lottery_code, slot, round_date, open_at, close_at, draw_at)
        values ('yeekee', 'bench-yeekee', current_date, now() - interval '1 minute', now() + interval '1 hour', now() + interval '1 hour')
        returning id`.execute(db)
    ).rows;
    for (const process of ['a', 'b'])
      servers.push(await startServer({ databaseUrl, dataDir: path.join(workDir, `yeekee-${process}`), jwtSecret }));
    const baseUrls = servers.map((server) => server.baseUrl);

    log(`yeekee: ${VIEWERS} viewers on ${servers.length} processes`);
    worker = new Worker(new URL(import.meta.url), { workerData: { baseUrls, roundId, viewers: VIEWERS } });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the yeekee viewers did not all connect within 120 s')), 120_000);
      worker.on('message', (message) => {
        if (message.kind === 'connected') {
          clearTimeout(timer);
          resolve();
        }
      });
      worker.once('error', reject);
    });

    log(`yeekee: ${SHOOTERS} members shooting for ${SHOOT_SECONDS} s`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    let accepted = 0;
    let refused = 0;
    let firstRefusal;
    const until = performance.now() + SHOOT_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      memberIds.map(async (memberId, index) => {
        const authorization = `Bearer ${sign(memberId)}`;
        const baseUrl = baseUrls[index % baseUrls.length];
        while (performance.now() < until) {
          const number = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
          try {
            const { status, text } = await post(agent, baseUrl, '/lto-public-api/lotto/yeekee_shoot', authorization, {
              round_id: String(roundId),
              number,
            });
            if (status === 200) accepted++;
            else {
              refused++;
              firstRefusal ??= `${status} ${text.slice(0, 160)}`;
              await pause(50);
            }
          } catch (error) {
            refused++;
            firstRefusal ??= String(error).slice(0, 160);
            await pause(50);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();
    const [{ count }] = (await sql`select count(*)::int as count from yeekee_shots where round_id = ${roundId}`.execute(db)).rows;

    // Viewers may still be receiving the last shots: wait until none misses any, or the settle time.
    const settleUntil = Date.now() + SETTLE_MS;
    let report = await askViewers(worker, count, false);
    while (report.missing.some((missed) => missed > 0) && Date.now() < settleUntil) {
      await pause(250);
      report = await askViewers(worker, count, false);
    }
    report = await askViewers(worker, count, true);
    const delays = Float64Array.from(report.delays).sort();
    const missedViewers = report.missing.filter((missed) => missed > 0).length;
    const p50 = percentile(delays, 50);
    const p95 = percentile(delays, 95);
    results.yeekee = {
      accepted,
      refused,
      firstRefusal,
      stored: count,
      seconds: elapsed,
      deliveries: delays.length,
      p50,
      p95,
      p99: percentile(delays, 99),
      max: delays.at(-1),
      missedViewers,
      reconnects: report.reconnects,
    };

    const round = (value) => Math.round(value * 10) / 10;
    const group = `yeekee: ${SHOOTERS} members shooting, ${VIEWERS} stream viewers, 2 server processes`;
    const shots = `${round(accepted / elapsed)} shots/s accepted (${accepted} accepted, ${refused} refused${firstRefusal ? `: ${firstRefusal}` : ''})`;
    figure(group, 'shots stored = accepted', count === accepted ? 1 : 0, 'yes=1', {
      target: '1',
      note: count === accepted ? shots : `${count} stored; ${shots}`,
    });
    figure(group, 'delivery delay p95', p95, 'ms', {
      target: '≤ 1000 ms',
      note: `p50 ${round(p50)} ms, p99 ${round(percentile(delays, 99))} ms`,
    });
    figure(group, 'viewers that missed a shot', missedViewers, 'viewers', {
      target: '0',
      note: `${delays.length} deliveries of ${count * VIEWERS}, ${report.reconnects} reconnections`,
    });
  } finally {
    await worker?.terminate();
    for (const server of servers) await server.stop();
    await database.close();
    if (!process.env.BENCH_KEEP_DATABASE) await dropPostgresDatabase(postgresUrl, name);
  }
}
