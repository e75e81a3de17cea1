import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createPostgresDatabase, dropPostgresDatabase, openBenchDatabase, seedMembers, sql } from './lib/db.mjs';
import { startServer } from './lib/server.mjs';

/**
 * The member inbox's live stream (server/src/inbox, issue 44): TABS signed-in tabs, one
 * member each, hold `GET /cl-api/stream?yeekee=<round>` open on one server process on PostgreSQL:
 * every tab shows the same yeekee round, so each stream carries the inbox and the round's shots
 * (one stream per tab, issue 47). Figures:
 * - single items: staff approve pending deposits of random members at a steady rate; the delay
 *   from each item's `createdAt` (the database's now() in the approval's transaction) to its
 *   arrival at the member's tab, p50 and p95, and the items that never arrived;
 * - announcements to every member, ANNOUNCEMENTS one after another: TABS items at once each, the
 *   same delay over every tab (the median of their p95s), and the tabs that never got one;
 * - shots into the round, SHOTS one a second: each to every tab, the same delay from its
 *   `createdAt` and the (tab, shot) pairs that never arrived;
 * - the server process's resident memory (VmRSS) with the streams open and after the announcements;
 * - another request's latency (`GET /cl-api/inbox?page=1` of a member with a full page), one at a
 *   time, with no stream open (A) and with every stream open (B), as A B A B: the streams are
 *   closed after the items and opened again (new tabs) for the second B.
 *
 * The tabs run in TAB_THREADS worker threads, so that the approvals and the latency requests of
 * this thread do not queue behind TABS streams' events, and an announcement's TABS events are read
 * on both CPUs once the server has written them. A probe preloaded into the server
 * (lib/inboxProbe.cjs) says where each news's time goes.
 */
const TABS = 10_000;
const ITEMS_PER_SECOND = 20;
const ITEMS_SECONDS = Number(process.env.BENCH_INBOX_SECONDS || 10);
/** Streams being opened at once (awaiting their answer's headers): the server authenticates each. */
const OPEN_CONCURRENCY = 100;
/** Worker threads the tabs are split over. */
const TAB_THREADS = 2;
/** A refused stream is tried this many times while the tabs open, then counted as not open. */
const OPEN_ATTEMPTS = 5;
const OPEN_DEADLINE_MS = 300_000;
/** After the last item is written, how long tabs may take to receive it before it counts as missing. */
const SETTLE_MS = 15_000;
/** The stream's `retry:` (server/src/inbox/routes.ts): a browser reconnects after it. */
const RECONNECT_MS = 3_000;
/** Each A or B round of the latency measurement. */
const READ_SECONDS = Number(process.env.BENCH_INBOX_READ_SECONDS || 6);
/** Client sockets spread over loopback addresses 127.0.0.2…: each has its own range of ports. */
const CLIENT_ADDRESSES = 20;
/** Files the bench itself keeps besides its client sockets (database pool, worker, pipes). */
const BENCH_FILES_MARGIN = 200;
const DELAY_TARGET_MS = 1000;
/** Statements slower than this have their plan reported (explainSlowStatements). */
const EXPLAIN_OVER_MS = 20;
/** Announcements to every member, one after another: the figure is the median of their p95s. */
const ANNOUNCEMENTS = 3;
const ANNOUNCEMENT_GAP_MS = 2_000;
/** Shots into the round every tab shows, one a second. */
const SHOTS = 10;
/** How often GET /healthz asks while watching the server's event loop (watchStalls). */
const STALL_PROBE_MS = 10;
const RSS_TARGET_MB = 1536;
const READS_TARGET_RATIO = 1.2;
/** Preloaded into the server: the times of each news's way through it. */
const probeScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/inboxProbe.cjs');

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The soft and hard open-files limits of a process (Linux /proc). */
function openFilesLimits(pid = 'self') {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const [soft, hard] = line
    .slice('Max open files'.length)
    .trim()
    .split(/\s+/)
    .map((value) => (value === 'unlimited' ? Infinity : Number(value)));
  return { soft, hard };
}

const openFiles = (pid = 'self') => readdirSync(`/proc/${pid}/fd`).length;

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
}

/** A field of an event: the `id:` line, or a string field of its JSON data (`"kind":"…"`). */
function textField(event, name) {
  if (name === 'id') return /^id: (.*)$/m.exec(event)[1];
  const start = event.indexOf(`"${name}":"`) + name.length + 4;
  return event.slice(start, event.indexOf('"', start));
}

/**
 * A tabs' thread: each of its tabs (numbered from `first` among all) holds one stream of the round
 * `roundId` with its member's Bearer header; every `item` event is recorded as [tab, item id, kind,
 * delay ms], every `shot` as [tab, seq, 'shot', delay ms]. A stream that ends or fails is opened
 * again after the server's `retry:` with Last-Event-ID, as the site's tab does.
 */
function runTabs({ baseUrl, roundId, authorizations, first, concurrency }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const tabs = authorizations.length;
  /** Each tab's last `id:`, its place in both feeds. */
  const lastPlace = new Array(tabs).fill('');
  const requests = new Array(tabs);
  const open = new Set();
  const refusals = {};
  let firstRefusal;
  let arrivals = [];
  /** Time the tabs' thread spent reading events since the last 'take'. */
  let busyMs = 0;
  let reconnects = 0;
  let stopping = false;
  /** While the tabs open: the tabs waiting for a try, streams awaiting their answer, retries pending. */
  let opening;

  const refused = (tab, reason) => {
    refusals[reason] = (refusals[reason] ?? 0) + 1;
    firstRefusal ??= reason;
    if (stopping) return;
    if (opening && !opening.done) {
      opening.attempts[tab]++;
      if (opening.attempts[tab] >= OPEN_ATTEMPTS) return;
      opening.retrying++;
      setTimeout(() => {
        opening.retrying--;
        opening.queue.push(tab);
        pump();
      }, RECONNECT_MS);
      return;
    }
    reconnects++;
    setTimeout(() => connect(tab), RECONNECT_MS);
  };

  function connect(tab) {
    if (stopping) return;
    const headers = { authorization: authorizations[tab] };
    if (lastPlace[tab]) headers['last-event-id'] = lastPlace[tab];
    let settled = false;
    let reopening = false;
    // An open stream that ends or fails: opened again once, after the server's retry.
    const dropped = () => {
      open.delete(tab);
      if (stopping || reopening) return;
      reopening = true;
      reconnects++;
      setTimeout(() => connect(tab), RECONNECT_MS);
    };
    const answered = () => {
      if (settled) return;
      settled = true;
      if (opening && !opening.done) {
        opening.inFlight--;
        pump();
      }
    };
    const request = http.get(
      `${baseUrl}/cl-api/stream?yeekee=${roundId}`,
      { agent, headers, localAddress: `127.0.0.${2 + (tab % CLIENT_ADDRESSES)}` },
      (response) => {
        if (response.statusCode !== 200) {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            answered();
            refused(tab, `${response.statusCode} ${text.slice(0, 120)}`);
          });
          return;
        }
        open.add(tab);
        answered();
        // Only ASCII fields are read: latin1 decodes cheaper than utf8, and the tabs share one thread.
        response.setEncoding('latin1');
        let buffer = '';
        response.on('data', (chunk) => {
          const now = Date.now();
          const handling = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const item = event.includes('event: item');
            if (!item && !event.includes('event: shot')) continue;
            const place = textField(event, 'id');
            lastPlace[tab] = place;
            const delay = now - Date.parse(textField(event, 'createdAt'));
            if (item) arrivals.push([first + tab, Number(place.split('/')[0]), textField(event, 'kind'), delay]);
            else arrivals.push([first + tab, Number(/"seq":(\d+)/.exec(event)[1]), 'shot', delay]);
          }
          busyMs += performance.now() - handling;
        });
        response.on('close', dropped);
      },
    );
    request.on('error', (error) => {
      if (open.has(tab)) return dropped();
      answered();
      if (!stopping) refused(tab, error.code ?? String(error));
    });
    requests[tab] = request;
  }

  function pump() {
    while (opening.inFlight < concurrency && opening.queue.length > 0) {
      opening.inFlight++;
      connect(opening.queue.pop());
    }
    if (!opening.done && opening.queue.length === 0 && opening.inFlight === 0 && opening.retrying === 0) {
      opening.done = true;
      const seconds = (performance.now() - opening.started) / 1000;
      parentPort.postMessage({
        kind: 'opened',
        open: [...open].map((tab) => first + tab),
        seconds,
        refusals: { ...refusals },
        firstRefusal,
      });
    }
  }

  parentPort.on('message', (message) => {
    if (message.kind === 'open') {
      stopping = false;
      // New tabs: none has seen an event yet.
      lastPlace.fill('');
      reconnects = 0;
      for (const key of Object.keys(refusals)) delete refusals[key];
      firstRefusal = undefined;
      const queue = Array.from({ length: tabs }, (_, tab) => tabs - 1 - tab);
      opening = { queue, inFlight: 0, retrying: 0, attempts: new Array(tabs).fill(0), started: performance.now(), done: false };
      pump();
    } else if (message.kind === 'take') {
      parentPort.postMessage({ kind: 'arrivals', arrivals, open: open.size, reconnects, busyMs });
      arrivals = [];
      busyMs = 0;
    } else if (message.kind === 'close') {
      stopping = true;
      for (const request of requests) request?.destroy();
      open.clear();
      parentPort.postMessage({ kind: 'closed' });
    }
  });
}

if (!isMainThread) runTabs(workerData);

/** Sends `message` to every tabs' thread and answers their replies of `kind` as one. */
async function askTabs(workers, message, kind, timeoutMs) {
  const replies = await Promise.all(workers.map((worker) => ask(worker, message, kind, timeoutMs)));
  const sum = (key) => replies.reduce((total, reply) => total + reply[key], 0);
  if (kind === 'opened') {
    const refusals = {};
    for (const reply of replies)
      for (const [reason, count] of Object.entries(reply.refusals)) refusals[reason] = (refusals[reason] ?? 0) + count;
    return {
      open: replies.flatMap((reply) => reply.open),
      seconds: Math.max(...replies.map((reply) => reply.seconds)),
      refusals,
      firstRefusal: replies.find((reply) => reply.firstRefusal)?.firstRefusal,
    };
  }
  if (kind === 'arrivals')
    return {
      arrivals: replies.flatMap((reply) => reply.arrivals),
      open: sum('open'),
      reconnects: sum('reconnects'),
      busyMs: sum('busyMs'),
    };
  return replies[0];
}

/** Sends `message` to the worker and answers its reply of `kind`. */
function ask(worker, message, kind, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.off('message', onMessage);
      reject(new Error(`the tabs did not answer '${message.kind}' within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (reply) => {
      if (reply.kind !== kind) return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(reply);
    };
    worker.on('message', onMessage);
    worker.postMessage(message);
  });
}

/** One request on a keep-alive agent: its status and body. */
function request(agent, baseUrl, method, requestPath, authorization, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = authorization === undefined ? {} : { authorization };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const sent = http.request(`${baseUrl}${requestPath}`, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** `GET /cl-api/inbox?page=1`, one request at a time for `seconds`: every latency in ms, and the failures. */
async function readInbox(agent, baseUrl, authorization, seconds) {
  const latencies = [];
  let errors = 0;
  let firstError;
  /** When refusals came, in ms from the round's start: the first and the last. */
  const errorsAt = [];
  const roundStart = performance.now();
  const until = roundStart + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    const { status, text } = await request(agent, baseUrl, 'GET', '/cl-api/inbox?page=1', authorization);
    latencies.push(performance.now() - start);
    if (status !== 200) {
      errors++;
      firstError ??= `${status} ${text.slice(0, 120)}`;
      errorsAt[errorsAt.length ? 1 : 0] = Math.round(start - roundStart);
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
    firstError,
    errorsAt,
    latencies,
  };
}

/** Takes the tabs' arrivals until `arrived(all)` holds or SETTLE_MS after `since`; answers them all. */
async function collect(workers, arrived, since) {
  const all = [];
  let busyMs = 0;
  for (;;) {
    const taken = await askTabs(workers, { kind: 'take' }, 'arrivals');
    all.push(...taken.arrivals);
    busyMs += taken.busyMs;
    if (arrived(all) || performance.now() - since > SETTLE_MS) return { arrivals: all, busyMs };
    await pause(250);
  }
}

/**
 * `GET /healthz` every STALL_PROBE_MS until stopped: the server answers it at once whatever its
 * load, so its slowest answer is how long the event loop was held (what another request waited).
 * Paced, so that it takes little of the CPU the server and PostgreSQL need meanwhile.
 */
function watchStalls(agent, baseUrl) {
  let watching = true;
  const latencies = [];
  const done = (async () => {
    while (watching) {
      const start = performance.now();
      await request(agent, baseUrl, 'GET', '/healthz');
      latencies.push(performance.now() - start);
      await pause(STALL_PROBE_MS);
    }
  })();
  return async () => {
    watching = false;
    await done;
    latencies.sort((a, b) => a - b);
    return { requests: latencies.length, p50: percentile(latencies, 50), max: latencies.at(-1) };
  };
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Where the delays go, from the probe in the server (bench/src/lib/inboxProbe.cjs), in ms after the
 * items' createdAt (their transaction's start): when the server heard the news, when its read of
 * the items started and ended, its first and last write to the streams, when those were sent; for
 * each announcement (the news naming no members), in order; for the single items, medians.
 */
async function deliveryTimeline(db, probeFile) {
  const news = readFileSync(probeFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map((entry) => ({ ...entry, payload: JSON.parse(entry.payload) }));
  const ids = news.map((entry) => entry.payload.from);
  const created = new Map(
    (await sql`select id, created_at from inbox_items where id = any(${ids.map(String)}::int[])`.execute(db)).rows.map((row) => [
      row.id,
      new Date(row.created_at).getTime(),
    ]),
  );
  const steps = (entry) => {
    const createdAt = created.get(entry.payload.from);
    return {
      createdAt,
      notified: entry.notified - createdAt,
      readStarted: entry.readStarted - createdAt,
      readAnswered: entry.readAnswered - createdAt,
      planMs: entry.planMs,
      genericPlan: entry.genericPlan,
      readEnded: entry.readEnded - createdAt,
      firstWrite: entry.firstWrite - createdAt,
      lastWrite: entry.lastWrite - createdAt,
      writeP50: entry.writeP50 - createdAt,
      writeP95: entry.writeP95 - createdAt,
      sent: entry.sent - createdAt,
      // The server's CPU time (every thread) in the read of the items, and from its end to the items sent.
      readCpu: entry.cpuReadEnded - entry.cpuReadStarted,
      writeCpu: entry.cpuSent - entry.cpuReadEnded,
      gcMs: entry.gcMs ?? 0,
      gcs: entry.gcs ?? 0,
      members: entry.members,
      rows: entry.rows,
      writes: entry.writes,
    };
  };
  const singles = news.filter((entry) => entry.payload.members).map(steps);
  // A news cut short by the next one lacks its later steps.
  const medianOf = (key) => median(singles.map((single) => single[key]).filter(Number.isFinite));
  return {
    announcements: news.filter((entry) => !entry.payload.members).map(steps),
    singles: {
      count: singles.length,
      notified: medianOf('notified'),
      readEnded: medianOf('readEnded'),
      firstWrite: medianOf('firstWrite'),
      writeP95: medianOf('writeP95'),
    },
  };
}

/**
 * The feed's read of the last announcement's items again, from here, as an unnamed statement
 * (planned for its values, a custom plan), once the delivery is over: what PostgreSQL spends
 * executing it (EXPLAIN ANALYZE), and the whole read with the driver's parsing of the rows, with
 * the streams' members in the filter and, beside it, the range alone (what a news for every
 * member could read instead), 3 times each, interleaved.
 */
async function feedReadCosts(db, members) {
  const [{ from, to }] = (
    await sql`select min(id)::int as "from", max(id)::int as "to" from inbox_items
      where announcement_id = (select max(id) from announcements)`.execute(db)
  ).rows;
  const columns = sql`id, kind, title, body, link, image_url, popup, created_at, read_at, member_id`;
  const filtered = sql`select ${columns} from inbox_items where id >= ${from} and id <= ${to}
    and member_id = any(${members.map(String)}::int[]) order by id`;
  const rangeOnly = sql`select ${columns} from inbox_items where id >= ${from} and id <= ${to} order by id`;
  const [plan] = (await sql`explain (analyze, format json) ${filtered}`.execute(db)).rows;
  const timed = { filtered: [], rangeOnly: [] };
  for (let run = 0; run < 3; run++) {
    for (const [name, query] of [
      ['filtered', filtered],
      ['rangeOnly', rangeOnly],
    ]) {
      const start = performance.now();
      await query.execute(db);
      timed[name].push(performance.now() - start);
    }
  }
  return {
    executionMs: plan['QUERY PLAN'][0]['Execution Time'],
    filteredMs: median(timed.filtered),
    rangeOnlyMs: median(timed.rangeOnly),
    runs: timed,
  };
}

/**
 * The plans PostgreSQL runs the server's slow statements with, as notices to the server's
 * connections (auto_explain at the notice level, on this database only): the probe keeps the
 * feed read's. Loading a library for a database takes a superuser; without one there is no plan.
 */
async function explainSlowStatements(db, name) {
  try {
    await sql.raw(`alter database ${name} set session_preload_libraries = 'auto_explain'`).execute(db);
    await sql.raw(`alter database ${name} set auto_explain.log_min_duration = ${EXPLAIN_OVER_MS}`).execute(db);
    await sql.raw(`alter database ${name} set auto_explain.log_level = 'notice'`).execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The announcement's way, in ms after its items' createdAt. */
function announcementSteps(steps, r) {
  if (!steps) return 'the probe saw no announcement';
  return (
    `after createdAt: POST answered ${r(steps.answered)}, news heard ${r(steps.notified)}, ` +
    `read of ${steps.members} members' items ${r(steps.readStarted)}–${r(steps.readEnded)} (PostgreSQL began answering at ${r(steps.readAnswered)}${
      steps.planMs === undefined ? '' : `, ran it ${r(steps.planMs)} ms with a ${steps.genericPlan ? 'generic' : 'custom'} plan`
    }; ${steps.rows} rows), ` +
    `writes ${r(steps.firstWrite)}–${r(steps.lastWrite)} (${steps.writes}; p95 ${r(steps.writeP95)}), sent by ${r(steps.sent)}, ` +
    `tabs got it ${r(steps.firstArrival)}–${r(steps.lastArrival)} ms; ${steps.gcs} garbage collections took ${r(steps.gcMs)} ms of it`
  );
}

/**
 * The server's refusals for pressure in its log (server/src/requestLimits/underPressure.ts warns
 * with its memory usage): how many of the lines kept, when, and the first one's figures.
 */
function pressureRefusals(output) {
  const lines = output
    .split('\n')
    .filter((line) => line.includes('under pressure'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
  return {
    logged: lines.length,
    firstAt: lines[0]?.time && new Date(lines[0].time).toISOString(),
    lastAt: lines.at(-1)?.time && new Date(lines.at(-1).time).toISOString(),
    memory: lines[0]?.memory,
  };
}

function delayFigures(arrivals) {
  const delays = Float64Array.from(arrivals.map(([, , , delay]) => delay)).sort();
  return {
    count: delays.length,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    p99: percentile(delays, 99),
    max: delays.at(-1),
  };
}

/**
 * The inbox part of `npm run bench` (BENCH_ONLY=inbox runs it alone). The server may hold at most
 * half its open-files limit in streams (server/src/http/streamSlots.ts), so it is started with its
 * soft limit raised to the hard one and MAX_STREAMS=TABS; the bench holds as many client sockets.
 * Where either limit is lower, fewer tabs open, and the figures say how many.
 */
export async function inboxPart({ postgres, workDir, jwtSecret, sign, figure, log, results }) {
  const ours = openFilesLimits();
  const serverStreamCap = Math.floor(ours.hard / 2);
  const benchSockets = ours.soft - openFiles() - BENCH_FILES_MARGIN;
  const tabs = Math.max(0, Math.min(TABS, serverStreamCap, benchSockets));
  const limits = `open files: the bench's soft ${ours.soft}, hard ${ours.hard}; the server's streams at most half its limit (${serverStreamCap})`;
  if (tabs < TABS) log(`inbox: ${limits}: only ${tabs} of ${TABS} tabs fit`);

  const name = `bench_inbox_${Date.now()}`;
  log(`inbox: database ${name}`);
  const databaseUrl = await createPostgresDatabase(postgres, name);
  const database = await openBenchDatabase({ databaseUrl });
  const { db } = database;
  let server;
  let workers = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    log(`inbox: seeding ${TABS} members`);
    const memberIds = await seedMembers(db, { prefix: '0934', count: TABS, credit: 0n });
    const [reader] = await seedMembers(db, { prefix: '0935', count: 1, credit: 0n });
    const [staff] = await seedMembers(db, { prefix: '0936', count: 1, credit: 0n, role: 'staff' });
    const [admin] = await seedMembers(db, { prefix: '0937', count: 1, credit: 0n, role: 'admin' });
    const [shooter] = await seedMembers(db, { prefix: '0938', count: 1, credit: 0n });
    await sql`update site_config set yeekee_shot_cooldown_seconds = 0`.execute(db);
    const [{ id: roundId }] = (
      await sql`insert into rounds (lottery_code, slot, round_date, open_at, close_at, draw_at)
        values ('yeekee', 'bench-inbox', current_date, now() - interval '1 minute', now() + interval '1 hour', now() + interval '1 hour')
        returning id`.execute(db)
    ).rows;
    // The bench's staff and admin sign in without a second factor, as on a site that asks none.
    await sql`update site_config set second_factor_for = 'nobody'`.execute(db);
    const explaining = await explainSlowStatements(db, name);
    // The reading member's inbox holds more than a page, so page 1 is as full before the items as after.
    await sql`insert into inbox_items (member_id, kind, event_key, title, body)
      select ${reader}, 'deposit_credited', 'deposit:bench-' || i, 'ฝากเงินสำเร็จ', 'ยอด 100.00 บาท เข้ากระเป๋าแล้ว'
      from generate_series(1, 30) i`.execute(db);
    const [{ id: bankAccountId }] = (
      await sql`insert into site_bank_accounts (bank_id, account_name, account_number)
        values (4, 'บริษัท ลอตโต้ จำกัด', '4079990002') returning id`.execute(db)
    ).rows;

    const probeFile = path.join(workDir, 'inbox-probe.jsonl');
    writeFileSync(probeFile, '');
    server = await startServer({
      databaseUrl,
      dataDir: path.join(workDir, 'inbox-data'),
      jwtSecret,
      env: { MAX_STREAMS: String(TABS), NODE_OPTIONS: `--require ${probeScript}`, BENCH_INBOX_PROBE: probeFile },
      openFilesToHard: true,
    });
    const { baseUrl, pid } = server;
    const serverLimits = openFilesLimits(pid);
    log(`inbox: server pid ${pid}, open files soft ${serverLimits.soft} / hard ${serverLimits.hard}; ${limits}`);
    const readerAuthorization = `Bearer ${sign(reader)}`;
    const reads = { A: [], B: [] };
    const readRound = async (round) => {
      const measured = await readInbox(agent, baseUrl, readerAuthorization, READ_SECONDS);
      log(`inbox: GET /cl-api/inbox?page=1 ${round}: p50 ${measured.p50.toFixed(2)} ms over ${measured.requests} requests`);
      reads[round].push(measured);
    };
    // Warm-up: the session cache, the pool's connections and the route's code.
    await readInbox(agent, baseUrl, readerAuthorization, 1);
    await readRound('A');

    const authorizations = memberIds.slice(0, tabs).map((id) => `Bearer ${sign(id)}`);
    const perThread = Math.ceil(tabs / TAB_THREADS);
    workers = Array.from({ length: TAB_THREADS }, (_, thread) => {
      const first = thread * perThread;
      const worker = new Worker(new URL(import.meta.url), {
        workerData: {
          baseUrl,
          roundId,
          authorizations: authorizations.slice(first, first + perThread),
          first,
          concurrency: Math.ceil(OPEN_CONCURRENCY / TAB_THREADS),
        },
      });
      worker.once('error', (error) => log(`inbox: a tabs' thread failed: ${error}`));
      return worker;
    });
    const serverFilesBefore = openFiles(pid);
    const openStreams = async () => {
      log(`inbox: opening ${tabs} streams, ${OPEN_CONCURRENCY} at a time`);
      const opened = await askTabs(workers, { kind: 'open' }, 'opened', OPEN_DEADLINE_MS);
      log(
        `inbox: ${opened.open.length} of ${tabs} streams open in ${opened.seconds.toFixed(1)} s; the server holds ${openFiles(pid)} files` +
          (opened.firstRefusal ? `; refusals ${JSON.stringify(opened.refusals)}` : ''),
      );
      return opened;
    };
    const closes = [];
    const closeStreams = async () => {
      const stalls = watchStalls(healthAgent, baseUrl);
      const start = performance.now();
      await askTabs(workers, { kind: 'close' }, 'closed');
      // The server sees the closes as they come: wait until its files are back near where they were.
      const deadline = start + 30_000;
      while (openFiles(pid) > serverFilesBefore + 100 && performance.now() < deadline) await pause(50);
      const seconds = (performance.now() - start) / 1000;
      await pause(1_000);
      closes.push({ seconds, healthz: await stalls() });
      log(`inbox: streams closed in ${seconds.toFixed(1)} s; GET /healthz meanwhile up to ${closes.at(-1).healthz.max.toFixed(0)} ms`);
    };
    const beforeStreams = memoryOf(pid);
    const opened = await openStreams();
    const openTabs = opened.open;
    const serverFiles = openFiles(pid);
    const idle = memoryOf(pid);
    log(`inbox: server RSS ${idle.rss.toFixed(0)} MB with the streams open`);
    await readRound('B');

    // (1) Single items: deposits of random members with an open stream, approved at a steady rate.
    const count = ITEMS_PER_SECOND * ITEMS_SECONDS;
    const shuffled = [...openTabs];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const chosen = shuffled.slice(0, count);
    const depositMembers = chosen.map((tab) => memberIds[tab]);
    const deposits = (
      await sql`with chosen as (select member_id, ordinality from unnest(${depositMembers.map(String)}::int[]) with ordinality as member_id),
        slip as (
          insert into slips (id, member_id, content_type, size, data, sha256)
          select 'bench-inbox-' || ordinality, member_id, 'image/png', 24, convert_to('bench inbox slip ' || ordinality, 'UTF8'),
            encode(sha256(convert_to('bench inbox slip ' || ordinality, 'UTF8')), 'hex')
          from chosen returning id, member_id, sha256)
        insert into deposits (member_id, amount, site_bank_account_id, transfer_time, slip_id, slip_sha256, slip_qr)
        select member_id, 10000, ${bankAccountId}, '13:45', id, sha256, 'unreadable' from slip
        returning id, member_id`.execute(db)
    ).rows;
    const tabOfMember = new Map(memberIds.map((id, tab) => [id, tab]));
    log(`inbox: staff approve ${count} deposits at ${ITEMS_PER_SECOND}/s`);
    await askTabs(workers, { kind: 'take' }, 'arrivals');
    const staffAuthorization = `Bearer ${sign(staff, 'staff')}`;
    const approvals = [];
    const start = performance.now();
    await Promise.all(
      deposits.map(async ({ id }, i) => {
        await pause(Math.max(0, start + (i * 1000) / ITEMS_PER_SECOND - performance.now()));
        const sent = performance.now();
        const { status, text } = await request(agent, baseUrl, 'POST', `/admin-api/deposits/${id}/approve`, staffAuthorization);
        approvals.push({
          ms: performance.now() - sent,
          ok: status === 200,
          error: status === 200 ? undefined : `${status} ${text.slice(0, 120)}`,
        });
      }),
    );
    const approved = approvals.filter((approval) => approval.ok).length;
    const expected = new Set(deposits.map(({ member_id: memberId }) => tabOfMember.get(memberId)));
    const isDeposit = ([tab, , kind]) => kind === 'deposit_credited' && expected.has(tab);
    const singles = (
      await collect(workers, (all) => new Set(all.filter(isDeposit).map(([tab]) => tab)).size >= approved, performance.now())
    ).arrivals.filter(isDeposit);
    const singlesMissing = expected.size - new Set(singles.map(([tab]) => tab)).size;
    const single = delayFigures(singles);
    const approvalMs = approvals.map((approval) => approval.ms).sort((a, b) => a - b);
    log(`inbox: single items p50 ${single.p50} ms, p95 ${single.p95} ms, ${singlesMissing} missing`);

    // (2) Announcements to every member: an item to each tab at once, ANNOUNCEMENTS times.
    const adminAuthorization = `Bearer ${sign(admin, 'admin')}`;
    const isAnnouncement = ([, , kind]) => kind === 'announcement';
    const announcements = [];
    for (let number = 1; number <= ANNOUNCEMENTS; number++) {
      log(`inbox: announcement ${number} of ${ANNOUNCEMENTS} to all ${TABS + 1} members`);
      const stalls = watchStalls(healthAgent, baseUrl);
      const start = performance.now();
      const posted = await request(agent, baseUrl, 'POST', '/admin-api/announcements', adminAuthorization, {
        title: `ประกาศจากระบบ ${number}`,
        body: 'ทดสอบประกาศถึงสมาชิกทุกคน',
        target: { all: true },
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        popup: false,
      });
      const answered = Date.now();
      if (posted.status !== 200) throw new Error(`POST /admin-api/announcements: ${posted.status} ${posted.text.slice(0, 200)}`);
      const collected = await collect(
        workers,
        (all) => new Set(all.filter(isAnnouncement).map(([tab]) => tab)).size >= openTabs.length,
        start,
      );
      const told = collected.arrivals.filter(isAnnouncement);
      const got = new Set(told.map(([tab]) => tab));
      const delays = delayFigures(told);
      announcements.push({
        ...delays,
        min: Math.min(...told.map(([, , , delay]) => delay)),
        missing: openTabs.filter((tab) => !got.has(tab)).length,
        answered,
        tabsBusyMs: collected.busyMs,
        healthz: await stalls(),
      });
      log(`inbox: announcement ${number}: p50 ${delays.p50} ms, p95 ${delays.p95} ms, ${announcements.at(-1).missing} missing`);
      // Quiet between them; the probe writes a news down after a second without writes.
      await pause(ANNOUNCEMENT_GAP_MS);
    }
    // (3) Shots into the round every tab shows: each to every stream.
    const isShot = ([, , kind]) => kind === 'shot';
    const shooterAuthorization = `Bearer ${sign(shooter)}`;
    log(`inbox: ${SHOTS} shots into the round, one a second, each to ${openTabs.length} streams`);
    const shotsStart = performance.now();
    const shotRefusals = [];
    for (let shot = 0; shot < SHOTS; shot++) {
      await pause(Math.max(0, shotsStart + shot * 1000 - performance.now()));
      const shotAnswer = await request(agent, baseUrl, 'POST', '/lto-public-api/lotto/yeekee_shoot', shooterAuthorization, {
        round_id: String(roundId),
        number: String(10_000 + shot),
      });
      if (shotAnswer.status !== 200) shotRefusals.push(`${shotAnswer.status} ${shotAnswer.text.slice(0, 120)}`);
    }
    const shotsTaken = SHOTS - shotRefusals.length;
    const shotArrivals = (
      await collect(workers, (all) => all.filter(isShot).length >= shotsTaken * openTabs.length, shotsStart)
    ).arrivals.filter(isShot);
    const shotsMissing = shotsTaken * openTabs.length - new Set(shotArrivals.map(([tab, seq]) => `${tab}:${seq}`)).size;
    const shots = delayFigures(shotArrivals);
    log(`inbox: shots p50 ${shots.p50} ms, p95 ${shots.p95} ms, ${shotsMissing} (tab, shot) pairs missing`);

    const afterAnnouncement = memoryOf(pid);
    const { open: stillOpen, reconnects } = await askTabs(workers, { kind: 'take' }, 'arrivals');
    const timeline = await deliveryTimeline(db, probeFile);
    if (process.env.BENCH_INBOX_PROFILE_DIR)
      writeFileSync(path.join(process.env.BENCH_INBOX_PROFILE_DIR, 'probe.jsonl'), readFileSync(probeFile));
    timeline.announcements.forEach((steps, index) => {
      if (!announcements[index]) return;
      const { answered, min, max } = announcements[index];
      Object.assign(steps, { answered: answered - steps.createdAt, firstArrival: min, lastArrival: max });
    });
    const feedRead = await feedReadCosts(
      db,
      openTabs.map((tab) => memberIds[tab]),
    );

    // A B A B: the streams closed, then opened again (new tabs) for the second B.
    await closeStreams();
    await readRound('A');
    const reopened = await openStreams();
    await readRound('B');
    await closeStreams();

    const pooledP50 = (rounds) => median(rounds.flatMap((round) => round.latencies));
    const readsA = pooledP50(reads.A);
    const readsB = pooledP50(reads.B);
    const readErrors = [...reads.A, ...reads.B].reduce((sum, round) => sum + round.errors, 0);
    const pressure = pressureRefusals(server.log());
    results.inbox = {
      limits: { bench: ours, server: serverLimits },
      tabs,
      open: openTabs.length,
      openSeconds: opened.seconds,
      refusals: opened.refusals,
      serverFiles,
      single: {
        ...single,
        approved,
        count,
        missing: singlesMissing,
        approvalP50: percentile(approvalMs, 50),
        approvalP95: percentile(approvalMs, 95),
      },
      announcements,
      shots: { ...shots, taken: shotsTaken, refusals: shotRefusals, missing: shotsMissing },
      timeline,
      feedRead,
      plansExplained: explaining,
      closes,
      reopened: { open: reopened.open.length, seconds: reopened.seconds, refusals: reopened.refusals },
      memory: { beforeStreams, idle, afterAnnouncement },
      stillOpen,
      pressure,
      reconnects,
      reads: Object.fromEntries(
        Object.entries(reads).map(([round, runs]) => [round, runs.map((run) => ({ ...run, latencies: undefined }))]),
      ),
    };

    const r = (value) => Math.round(value * 10) / 10;
    const group = `inbox: ${openTabs.length} streams open on one server process, PostgreSQL, each carrying one yeekee round too`;
    figure(group, 'streams open', openTabs.length, 'streams', {
      target: String(TABS),
      note: `opened in ${r(opened.seconds)} s, ${OPEN_CONCURRENCY} at a time (again for the second B: ${reopened.open.length} in ${r(reopened.seconds)} s); server soft open files ${serverLimits.soft}, bench ${ours.soft}${
        opened.firstRefusal ? `; refused: ${JSON.stringify(opened.refusals).slice(0, 160)}` : ''
      }`,
    });
    figure(group, `single items (deposits approved at ${ITEMS_PER_SECOND}/s for ${ITEMS_SECONDS} s): delay p95`, single.p95, 'ms', {
      target: `≤ ${DELAY_TARGET_MS} ms`,
      note: `p50 ${r(single.p50)} ms, p99 ${r(single.p99)} ms, max ${r(single.max)} ms; approval answered p50 ${r(percentile(approvalMs, 50))} ms; medians after createdAt: news heard ${r(timeline.singles.notified)} ms, read ${r(timeline.singles.readEnded)} ms, written ${r(timeline.singles.firstWrite)} ms`,
    });
    figure(group, 'single items that never arrived', singlesMissing, 'items', {
      target: '0',
      note: `${approved} of ${count} approvals answered 200${approvals.find((a) => !a.ok) ? `: ${approvals.find((a) => !a.ok).error}` : ''}`,
    });
    // The announcement whose p95 is the median of them all, and its way through the server.
    const byP95 = announcements.map((announcement, index) => ({ ...announcement, index })).sort((a, b) => a.p95 - b.p95);
    const middle = byP95[Math.floor((byP95.length - 1) / 2)];
    figure(
      group,
      `announcement to all (${ANNOUNCEMENTS}, ${ANNOUNCEMENT_GAP_MS / 1000} s apart): delay p95 over every stream`,
      middle.p95,
      'ms',
      {
        target: `≤ ${DELAY_TARGET_MS} ms`,
        spread: [{ min: byP95[0].p95, max: byP95.at(-1).p95 }],
        note:
          `that one: p50 ${r(middle.p50)} ms, max ${r(middle.max)} ms; ${announcementSteps(timeline.announcements[middle.index], r)}; ` +
          `the tabs' threads busy ${r(middle.tabsBusyMs)} ms reading them; the last one's read again from the bench, unnamed (a custom plan): ` +
          `${r(feedRead.executionMs)} ms in PostgreSQL, ${r(feedRead.filteredMs)} ms with the driver (${r(feedRead.rangeOnlyMs)} ms for the range alone)`,
      },
    );
    figure(
      group,
      'announcements: streams that never got one',
      announcements.reduce((sum, announcement) => sum + announcement.missing, 0),
      'streams',
      { target: '0', note: `${stillOpen} streams still open, ${reconnects} reconnections` },
    );
    figure(group, `yeekee shots on the same streams (${SHOTS}, one a second, each to every stream): delay p95`, shots.p95, 'ms', {
      target: `≤ ${DELAY_TARGET_MS} ms`,
      note: `p50 ${r(shots.p50)} ms, p99 ${r(shots.p99)} ms, max ${r(shots.max)} ms over ${shots.count} deliveries`,
    });
    figure(group, 'yeekee shots that never reached a stream', shotsMissing, '(stream, shot) pairs', {
      target: '0',
      note: `${shotsTaken} of ${SHOTS} shots taken${shotRefusals.length ? `; refused: ${shotRefusals[0]}` : ''}`,
    });
    figure(group, `server RSS after the announcements and the shots`, afterAnnouncement.rss, 'MB', {
      target: `≤ ${RSS_TARGET_MB} MB`,
      note: `${r(beforeStreams.rss)} MB before the streams opened, ${r(idle.rss)} MB with them open before any item; peak ${r(afterAnnouncement.peak)} MB`,
    });
    figure(group, 'GET /cl-api/inbox?page=1 p50 with the streams open vs none (A B A B)', readsB / readsA, '×', {
      target: `≤ ${READS_TARGET_RATIO}×`,
      note: `p50 ${r(readsB)} ms with (${reads.B.map((round) => r(round.p50)).join(', ')}) vs ${r(readsA)} ms without (${reads.A.map((round) => r(round.p50)).join(', ')}), ${READ_SECONDS} s rounds one request at a time; GET /healthz waited up to ${announcements
        .map((announcement) => r(announcement.healthz.max))
        .join(', ')} ms during the announcements, ${closes.map((close) => r(close.healthz.max)).join(' and ')} ms while the streams closed`,
    });
    const refusedRounds = Object.entries(reads).flatMap(([round, runs]) =>
      runs.flatMap((run, index) => (run.errors ? [`${round}${index + 1}: ${run.errors} at ${run.errorsAt.join('–')} ms into it`] : [])),
    );
    figure(group, 'GET /cl-api/inbox?page=1 refused in those rounds', readErrors, 'requests', {
      target: '0',
      note: readErrors
        ? `${refusedRounds.join('; ')}; ${[...reads.A, ...reads.B].find((run) => run.errors).firstError.slice(0, 40)}; ` +
          `${pressure.logged} 'under pressure' warnings in the server's log`
        : undefined,
    });
  } finally {
    agent.destroy();
    healthAgent.destroy();
    await askTabs(workers, { kind: 'close' }, 'closed').catch(() => {});
    for (const worker of workers) await worker.terminate();
    await server?.stop();
    await database.close();
    if (!process.env.BENCH_KEEP_DATABASE) await dropPostgresDatabase(postgres, name);
  }
}
