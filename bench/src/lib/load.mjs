import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const loadProcess = fileURLToPath(new URL('./loadProcess.mjs', import.meta.url));

/**
 * runLoad in a process of its own, with one of loadPlans.mjs's `plans` and its plain `options`
 * (baseUrl, connections, seconds and the plan's own): the result, with what the plan tallied.
 */
export function runLoadElsewhere(plan, options) {
  return new Promise((resolve, reject) => {
    const child = fork(loadProcess, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer;
    child.once('message', (message) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer?.result) resolve(answer.result);
      else reject(new Error(answer?.error ?? `the load process for ${plan} exited with ${code}`));
    });
    child.send({ plan, options }, (error) => error && reject(error));
  });
}

/**
 * A closed-loop HTTP load: `connections` keep-alive sockets, each sending its next request as soon
 * as the previous answer is in, for `seconds`. `request(i)` gives the i-th request of a connection
 * ({ method, path, headers, body }); `check(status, body, request)` answers whether it succeeded.
 */
export async function runLoad({ baseUrl, connections, seconds, request, check = (status) => status === 200 }) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let firstError;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();

  const send = (req) =>
    new Promise((resolve, reject) => {
      const body = req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
      const outgoing = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: req.method ?? 'GET',
          path: req.path,
          headers: {
            ...(body !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            ...req.headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  async function connection(index) {
    for (let i = 0; performance.now() < deadline; i++) {
      const req = request(index, i);
      const start = performance.now();
      let ok = false;
      let answer;
      try {
        answer = await send(req);
        ok = check(answer.status, answer.body, req);
      } catch (error) {
        answer = { status: 0, body: String(error) };
      }
      latencies.push(performance.now() - start);
      if (!ok) {
        errors++;
        firstError ??= `${answer.status} ${answer.body.slice(0, 300)}`;
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    /** Answers that passed `check`, per second. */
    okPerSecond: (latencies.length - errors) / elapsed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    errors,
    firstError,
    seconds: elapsed,
  };
}
