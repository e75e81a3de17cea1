/**
 * Opens a server's PGlite data directory (argv[2]) and answers queries, one JSON line each way:
 * in `{"id", "text", "params"}`, out `{"id", "rows"}` or `{"id", "error"}`; `{"ready": true}` first.
 * A process of its own: PGlite runs here exactly as in the server, outside jest's module sandbox.
 */
const readline = require('node:readline');
const { PGlite } = require('@electric-sql/pglite');

async function main() {
  const pglite = await PGlite.create({ dataDir: process.argv[2] });
  const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
  send({ ready: true });
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const { id, text, params } = JSON.parse(line);
    try {
      const { rows } = await pglite.query(text, params ?? []);
      send({ id, rows });
    } catch (error) {
      send({ id, error: String(error) });
    }
  }
  // stdin closed: the checks are done.
  await pglite.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
