import pg from 'pg';

/** What a query says to PostgreSQL through pg's connection (pg's own types leave these out). */
interface WireConnection {
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

/** pg's Query as this module extends it: its protocol steps are not in pg's types either. */
interface WireQuery {
  requiresPreparation(): boolean;
  prepare(connection: WireConnection): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  _getRows(connection: WireConnection, rows: number | undefined): void;
}

type QueryCallback = (error: Error | undefined, result: pg.QueryResult) => void;

const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig, callback: QueryCallback) => WireQuery;

/**
 * Written at the end of a transaction's last statement (a comment, so the SQL is unchanged): on
 * PostgreSQL the statement goes with the COMMIT after it, in one round trip. Nothing may run
 * between that statement and the end of the transaction, as it has committed once it answers.
 */
export const THEN_COMMIT = '/* then commit */';

/** A command with no parameters and no rows (BEGIN, COMMIT) in the unnamed statement and portal. */
function sendCommand(connection: WireConnection, text: string): void {
  connection.parse({ text, name: '', types: [] });
  connection.bind({ portal: '', statement: '', values: [] });
  connection.execute({ portal: '', rows: 0 });
}

/**
 * A statement sent with the BEGIN in front of it (`afterBegin`: a transaction's first statement)
 * or the COMMIT after it (`thenCommit`: its last), in one write and one round trip: their Parse,
 * Bind and Execute around the statement's own messages, and one Sync (pg corks the socket while a
 * query writes them). PostgreSQL runs them in order and answers each one's completion; only the
 * statement's is its result. If the statement fails, PostgreSQL skips the COMMIT and the
 * transaction is left to roll back; if the COMMIT fails, that is the statement's error.
 */
export class PipelinedQuery extends PgQuery {
  /** Read by the bench's statement recorder (bench/src/lib/recordStatements.cjs). */
  readonly afterBegin: boolean;
  readonly thenCommit: boolean;
  private completions = 0;

  constructor(
    config: pg.QueryConfig,
    { afterBegin = false, thenCommit = false }: { afterBegin?: boolean; thenCommit?: boolean },
    callback: QueryCallback,
  ) {
    super(config, callback);
    this.afterBegin = afterBegin;
    this.thenCommit = thenCommit;
  }

  override requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: WireConnection): void {
    if (this.afterBegin) sendCommand(connection, 'begin');
    super.prepare(connection);
  }

  /** pg's last step of a statement: its Execute and the Sync, here with the COMMIT between them. */
  override _getRows(connection: WireConnection, rows: number | undefined): void {
    if (!this.thenCommit || rows) return super._getRows(connection, rows);
    connection.execute({ portal: '', rows: 0 });
    sendCommand(connection, 'commit');
    connection.sync();
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    const completion = this.completions++;
    if (completion === (this.afterBegin ? 1 : 0)) super.handleCommandComplete(message, connection);
  }
}

export type ClientQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const nothingRan = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/**
 * A client's query function that saves a transaction two round trips (bench/README.md): it holds
 * back Kysely's `begin` and sends it with the transaction's first statement, and sends a statement
 * ending in THEN_COMMIT with the COMMIT after it, answering Kysely's own `commit` at once. A
 * transaction that ends before any statement sent nothing, so its commit or rollback sends
 * nothing either. `query` sends Kysely's other calls as they come (prepareHotStatements names
 * them); `nameOf` names a pipelined statement the same way.
 */
export function pipelineTransaction(query: ClientQuery, send: ClientQuery, nameOf: (text: string) => string | undefined): ClientQuery {
  let beginHeld = false;
  let inTransaction = false;
  let committed = false;
  const pipelined = (text: string, values: unknown[], options: { afterBegin: boolean; thenCommit: boolean }) =>
    new Promise((resolve, reject) => {
      send(
        new PipelinedQuery({ name: nameOf(text), text, values }, options, (error, result) => {
          if (error) return reject(error);
          if (options.thenCommit) committed = true;
          resolve(result);
        }),
      );
    });
  return (config, values, callback) => {
    const text = typeof config === 'string' && Array.isArray(values) && callback === undefined ? config : undefined;
    const fromKysely = text !== undefined;
    if (committed) {
      // The transaction ended with its last statement: Kysely's commit is already done, and
      // anything else would run outside it, so it is refused.
      committed = false;
      inTransaction = false;
      if (text === 'commit') return nothingRan('COMMIT');
      return Promise.reject(
        new Error(`the transaction had committed with its last statement (THEN_COMMIT) when it was sent: ${String(config)}`),
      );
    }
    if (text === 'begin') {
      beginHeld = true;
      inTransaction = true;
      return nothingRan('BEGIN');
    }
    const ending = text === 'commit' || text === 'rollback';
    if (ending) inTransaction = false;
    const thenCommit = inTransaction && text !== undefined && text.endsWith(THEN_COMMIT);
    if (beginHeld) {
      beginHeld = false;
      if (!fromKysely) send('begin');
      else if (ending) return nothingRan(text.toUpperCase());
      else return pipelined(text, values as unknown[], { afterBegin: true, thenCommit });
    }
    if (thenCommit) return pipelined(text, values as unknown[], { afterBegin: false, thenCommit });
    return query(config, values, callback);
  };
}
