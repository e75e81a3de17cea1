import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** pgbench takes at most 128 scripts. */
export const MAX_SCRIPTS = 128;

/** The JSON lines recordStatements.cjs wrote. */
export const readRecord = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/**
 * The transactions in a record of the server's statements (begin … commit on one connection)
 * that `keep` picks, each as its statements in order, with their parameters.
 */
export function recordedTransactions(record, keep) {
  const open = new Map();
  const done = [];
  for (const statement of record) {
    const command = statement.text.trim().toLowerCase();
    if (command === 'begin') {
      open.set(statement.client, [statement]);
    } else if (open.has(statement.client)) {
      const transaction = open.get(statement.client);
      transaction.push(statement);
      if (command === 'commit' || command === 'rollback') {
        open.delete(statement.client);
        if (command === 'commit' && keep(transaction)) done.push(transaction);
      }
    }
  }
  return done;
}

/**
 * One recorded transaction as a pgbench script: the server's statement texts unchanged, each `$k`
 * a pgbench variable holding the value the server sent, so pgbench sends the same statements with
 * the same parameters in the protocol mode it is given. A null parameter is written as NULL. A
 * parameter in `fresh` (an Idempotency-Key) is a new random value each time the script runs, the
 * same in each statement, as a key is used once. A BEGIN the server sent with the first statement,
 * and a COMMIT it sent with the last, are sent with them here too, in one pipeline.
 */
function pgbenchScript(transaction, prefix, fresh) {
  const variables = {};
  const freshName = `${prefix}_fresh`;
  let usesFresh = false;
  const commands = transaction.map(({ text, values }, statement) => {
    if (text.includes(';')) throw new Error(`a statement with a semicolon cannot be a pgbench command: ${text.slice(0, 80)}`);
    const sqlText = text.replace(/\$(\d+)/g, (_, position) => {
      const value = values[Number(position) - 1];
      if (value === null || value === undefined) return 'NULL';
      if (fresh.has(String(value))) {
        usesFresh = true;
        return `:${freshName}`;
      }
      const name = `${prefix}_${statement}_${position}`;
      variables[name] = String(value);
      return `:${name}`;
    });
    return `${sqlText};`;
  });
  // Whether a command goes in one pipeline with the one after it (recordStatements.cjs marks a
  // BEGIN sent with the next statement, and a COMMIT sent with the one before, as pipelined).
  const withNext = transaction.map(
    ({ text, pipelined }, index) =>
      (pipelined && text === 'begin') || (transaction[index + 1]?.pipelined && transaction[index + 1].text === 'commit'),
  );
  const lines = usesFresh ? [`\\set ${freshName} random(1, 9000000000000000000)`] : [];
  commands.forEach((command, index) => {
    if (withNext[index] && !withNext[index - 1]) lines.push('\\startpipeline');
    lines.push(command);
    if (!withNext[index] && withNext[index - 1]) lines.push('\\endpipeline');
  });
  return { text: `${lines.join('\n')}\n`, variables };
}

/**
 * The recorded transactions written as pgbench script files under `workDir`, with their variables;
 * `fresh`: parameter values that must be new on every run (pgbenchScript).
 */
export function writePgbenchScripts(transactions, workDir, fresh = new Set()) {
  if (transactions.length === 0) throw new Error('no transaction was recorded');
  if (transactions.length > MAX_SCRIPTS) throw new Error(`pgbench takes at most ${MAX_SCRIPTS} scripts`);
  const files = [];
  const variables = {};
  transactions.forEach((transaction, index) => {
    const script = pgbenchScript(transaction, `t${index}`, fresh);
    const file = path.join(workDir, `recorded_${index}.sql`);
    writeFileSync(file, script.text);
    files.push(file);
    Object.assign(variables, script.variables);
  });
  return { files, variables };
}

/**
 * pgbench running `scripts` (each picked at random, equally often) at `clients` connections for
 * `seconds`: transactions per second and latency. `mode` is pgbench's protocol: 'extended'
 * (unnamed statements, parsed and planned on every call) or 'prepared' (named statements, with
 * PostgreSQL's generic plans). The server names each statement text once per connection and
 * PostgreSQL gives it a generic plan after its fifth run (pg_prepared_statements), where pgbench
 * names each script's statements apart: 128 scripts run a name five to ten times a connection in
 * a run, mostly planned for their values, and such a ceiling ran at about half its speed.
 */
export function runPgbench({ databaseUrl, clients, seconds, scripts, mode = 'prepared' }) {
  const url = new URL(databaseUrl);
  // The same way to the database as the server's: a socket directory given as ?host=, or TCP.
  const host = url.searchParams.get('host') ?? url.hostname;
  const args = [
    '-h',
    host,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username) || 'postgres',
    '-n',
    '-M',
    mode,
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    ...scripts.files.flatMap((file) => ['-f', `${file}@1`]),
    ...Object.entries(scripts.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    url.pathname.slice(1),
  ];
  return new Promise((resolve, reject) => {
    const env = mode === 'prepared' ? { ...process.env, PGOPTIONS: '-c plan_cache_mode=force_generic_plan' } : process.env;
    execFile('pgbench', args, { maxBuffer: 64 * 1024 * 1024, env }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pgbench failed: ${stderr.slice(-2000) || error.message}`));
      const number = (pattern) => Number(stdout.match(pattern)?.[1]);
      resolve({
        perSecond: number(/tps = ([\d.]+) \(without initial connection time\)/),
        latencyAverage: number(/latency average = ([\d.]+) ms/),
        failed: number(/number of failed transactions: (\d+)/) || 0,
        transactions: number(/number of transactions actually processed: (\d+)/),
      });
    });
  });
}
