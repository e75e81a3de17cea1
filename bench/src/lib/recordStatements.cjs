// Preloaded into one server process by the bench (NODE_OPTIONS=--require): every statement the
// server sends to PostgreSQL, with its parameters as the driver puts them on the wire, is appended
// to BENCH_SQL_RECORD as a JSON line, so pgbench can run exactly the server's statements.
const { appendFileSync } = require('node:fs');
const path = require('node:path');

const serverDir = path.join(__dirname, '../../../server');
const pg = require(require.resolve('pg', { paths: [serverDir] }));
const { prepareValue } = pg.utils;
const file = process.env.BENCH_SQL_RECORD;

const clientIds = new WeakMap();
let nextClientId = 0;
const query = pg.Client.prototype.query;

pg.Client.prototype.query = function recordedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const parameters = typeof config === 'string' ? values : config?.values;
  if (typeof text === 'string') {
    if (!clientIds.has(this)) clientIds.set(this, nextClientId++);
    const client = clientIds.get(this);
    // A transaction's first statement carrying its BEGIN (server/src/db/pipelinedTransaction.ts): the
    // BEGIN is recorded before it, marked as sent with it.
    if (config?.afterBegin) appendFileSync(file, `${JSON.stringify({ client, text: 'begin', values: [], pipelined: true })}\n`);
    const wire = Array.isArray(parameters) ? parameters.map((value) => prepareValue(value)) : [];
    appendFileSync(file, `${JSON.stringify({ client, text, values: wire })}\n`);
    // A transaction's last statement carrying its COMMIT: the server answers Kysely's own commit
    // without sending it, so it is recorded here, marked as sent with the statement.
    if (config?.thenCommit) appendFileSync(file, `${JSON.stringify({ client, text: 'commit', values: [], pipelined: true })}\n`);
  }
  return query.call(this, config, values, callback);
};
