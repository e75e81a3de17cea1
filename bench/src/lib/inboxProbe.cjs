// Preloaded into the inbox part's server process (NODE_OPTIONS=--require): when the inbox's news
// arrives on the LISTEN connection, how long the feed's read of the items takes, when the first
// and last `item` events are written to the streams and when they went out, as wall-clock
// milliseconds appended to BENCH_INBOX_PROBE (one JSON line per news), so the bench can say where
// an item's delay goes.
const { appendFileSync, writeFileSync } = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { PerformanceObserver, performance } = require('node:perf_hooks');

const serverDir = path.join(__dirname, '../../../server');
const pg = require(require.resolve('pg', { paths: [serverDir] }));
const file = process.env.BENCH_INBOX_PROBE;
/** Where a CPU profile of each news for every member (an announcement) is written, when set. */
const profileDir = process.env.BENCH_INBOX_PROFILE_DIR;
const profiler = profileDir ? new (require('node:inspector').Session)() : undefined;
if (profiler) {
  profiler.connect();
  profiler.post('Profiler.enable');
  profiler.post('Profiler.setSamplingInterval', { interval: 100 });
}
let profiles = 0;
const now = () => performance.timeOrigin + performance.now();
/** CPU time of the process so far (every thread), ms: beside the wall-clock steps, whether it worked or waited. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The news being followed, from its arrival to its last write: one at a time, a newer one ends it. */
let current;
let watch;
let sending = false;

function flush() {
  clearInterval(watch);
  if (current) {
    // The writes' times as their median and 95th percentile (they are in order already).
    const times = current.writeTimes;
    const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)];
    appendFileSync(file, `${JSON.stringify({ ...current, writeTimes: undefined, writeP50: at(0.5), writeP95: at(0.95) })}\n`);
  }
  current = undefined;
}

const emit = pg.Client.prototype.emit;
pg.Client.prototype.emit = function probedEmit(event, message, ...rest) {
  if (event === 'notification' && message?.channel === 'inbox_items') {
    flush();
    if (profiler && !JSON.parse(message.payload).members) profiler.post('Profiler.start');
    current = {
      payload: message.payload,
      notified: now(),
      monotonicNotified: Number(process.hrtime.bigint() / 1000n),
      cpuNotified: cpu(),
      writes: 0,
      writeTimes: [],
      touched: now(),
    };
    // Written once nothing has happened for a second: the news is delivered.
    watch = setInterval(() => {
      if (now() - current.touched > 1_000) flush();
    }, 250);
    watch.unref();
  }
  // auto_explain's plan of a slow statement, sent as a notice when the bench asks for it: the feed's read.
  if (event === 'notice' && current && /from "inbox_items" where "id" >= \$1/.test(message?.message ?? '')) {
    const text = message.message;
    current.planMs = Number(/duration: ([\d.]+) ms/.exec(text)?.[1]);
    // A generic plan keeps the members as a parameter, searched one by one for every row.
    current.genericPlan = /ANY \(\$3\)/.test(text);
  }
  return emit.call(this, event, message, ...rest);
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function probedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const parameters = typeof config === 'string' ? values : config?.values;
  const result = query.call(this, config, values, callback);
  // The feed's read of a transaction's items (findItemsInRange): `id >= $1 and id <= $2 and member_id = any(...)`.
  if (current && typeof text === 'string' && /"id" >= \$1 and "id" <= \$2/.test(text) && typeof result?.then === 'function') {
    const started = now();
    const cpuStarted = cpu();
    // PostgreSQL's answer begins with the rows' description: from then on the rows are on their way.
    const news0 = current;
    this.connection?.once('rowDescription', () => {
      news0.readAnswered = now();
    });
    const members = Array.isArray(parameters) ? String(parameters[2] ?? '').split(',').length : undefined;
    const news = current;
    result.then(
      (answer) =>
        Object.assign(news, {
          readStarted: started,
          readEnded: now(),
          cpuReadStarted: cpuStarted,
          cpuReadEnded: cpu(),
          rows: answer?.rowCount,
          members,
          touched: now(),
        }),
      () => {},
    );
  }
  return result;
};

// Garbage collection while a news is followed: its pauses are part of the wall-clock steps.
new PerformanceObserver((list) => {
  if (!current) return;
  for (const entry of list.getEntries()) {
    if (performance.timeOrigin + entry.startTime < current.notified) continue;
    current.gcMs = (current.gcMs ?? 0) + entry.duration;
    current.gcs = (current.gcs ?? 0) + 1;
  }
}).observe({ entryTypes: ['gc'] });

const write = http.ServerResponse.prototype.write;
http.ServerResponse.prototype.write = function probedWrite(chunk, ...rest) {
  if (current && typeof chunk === 'string' && chunk.includes('\nevent: item\n')) {
    const at = now();
    current.firstWrite ??= at;
    current.lastWrite = at;
    current.touched = at;
    current.writes++;
    current.writeTimes.push(at);
    // A response's write only corks its socket; the bytes go out when it is uncorked on the next
    // tick. Once the writes of this tick have gone out, an immediate runs: that is when they were sent.
    if (!sending) {
      sending = true;
      const news = current;
      setImmediate(() => {
        sending = false;
        news.sent = now();
        news.monotonicSent = Number(process.hrtime.bigint() / 1000n);
        if (profiler && !JSON.parse(news.payload).members)
          profiler.post('Profiler.stop', (error, answer) => {
            if (!error) writeFileSync(path.join(profileDir, `announcement-${++profiles}.cpuprofile`), JSON.stringify(answer.profile));
          });
        news.cpuSent = cpu();
      });
    }
  }
  return write.call(this, chunk, ...rest);
};
