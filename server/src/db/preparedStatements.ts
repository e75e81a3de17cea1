import { createHash } from 'node:crypto';
import type pg from 'pg';
import { pipelineTransaction, type ClientQuery } from './pipelinedTransaction';

/** A statement is prepared once it has run this many times in the process: the hot path, not one-off SQL. */
const HOT_AFTER = 5;
/** At most this many statements prepared per connection, however varied the SQL the process sends. */
const MAX_PREPARED = 300;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Which SQL texts run as named (prepared) statements. Kysely sends every query unnamed, which
 * PostgreSQL parses and plans on every call: on place_bet that was most of the database's CPU
 * (bench/README.md). A text that keeps coming back gets a stable name derived from it, so each
 * connection parses it once and PostgreSQL may reuse its plan; the SQL itself is unchanged.
 */
export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined) return name;
    if (this.names.size >= MAX_PREPARED || !PREPARABLE.test(text)) return undefined;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < HOT_AFTER) {
      // Bounded like the names: a process sending ever-new SQL must not grow without end.
      if (this.seen.size >= MAX_PREPARED * 10) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const named = `k${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, named);
    return named;
  }
}

/**
 * Every connection of `pool` sends the hot statements Kysely gives it (text and values) as named
 * statements, each transaction's BEGIN with its first statement and a last statement marked
 * THEN_COMMIT with its COMMIT (pipelineTransaction).
 */
export function prepareHotStatements(pool: pg.Pool, names = new StatementNames()): void {
  pool.on('connect', (client) => {
    const send = client.query.bind(client) as ClientQuery;
    const named: ClientQuery = (config, values, callback) => {
      if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
        const name = names.nameOf(config);
        if (name !== undefined) return send({ name, text: config, values });
      }
      return send(config, values, callback);
    };
    Object.assign(client, { query: pipelineTransaction(named, send, (text) => names.nameOf(text)) });
  });
}
