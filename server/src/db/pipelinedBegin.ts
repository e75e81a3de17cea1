import pg from 'pg';

/** What a query says to PostgreSQL through pg's connection (pg's own types leave these out). */
interface WireConnection {
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
}

/** pg's Query as this module extends it: its protocol steps are not in pg's types either. */
interface WireQuery {
  requiresPreparation(): boolean;
  prepare(connection: WireConnection): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
}

type QueryCallback = (error: Error | undefined, result: pg.QueryResult) => void;

const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig, callback: QueryCallback) => WireQuery;

/**
 * A transaction's first statement with its BEGIN in front, in one write and one round trip:
 * BEGIN's Parse, Bind and Execute, then the statement's own messages and their one Sync (pg corks
 * the socket while a query writes them). PostgreSQL runs them in order and answers BEGIN's
 * completion first, which is not a result of the statement. If BEGIN failed, PostgreSQL would
 * skip the statement and the error would be the statement's.
 */
export class BeginThenQuery extends PgQuery {
  /** Read by the bench's statement recorder (bench/src/lib/recordStatements.cjs). */
  readonly afterBegin = true;
  private begun = false;

  override requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: WireConnection): void {
    connection.parse({ text: 'begin', name: '', types: [] });
    connection.bind({ portal: '', statement: '', values: [] });
    connection.execute({ portal: '', rows: 0 });
    super.prepare(connection);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (!this.begun) {
      this.begun = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

export type ClientQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const nothingRan = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/**
 * A client's query function that holds back Kysely's `begin` and sends it with the transaction's
 * first statement (BeginThenQuery): one round trip less for every transaction, a quarter of
 * place_bet's (bench/README.md). A transaction that ends before any statement sent nothing, so
 * its commit or rollback sends nothing either. `query` sends Kysely's other calls as they come
 * (prepareHotStatements names them); `nameOf` names a held-back first statement the same way.
 */
export function pipelineBegin(query: ClientQuery, send: ClientQuery, nameOf: (text: string) => string | undefined): ClientQuery {
  let beginHeld = false;
  return (config, values, callback) => {
    const fromKysely = typeof config === 'string' && Array.isArray(values) && callback === undefined;
    if (fromKysely && config === 'begin') {
      beginHeld = true;
      return nothingRan('BEGIN');
    }
    if (beginHeld) {
      beginHeld = false;
      if (!fromKysely) send('begin');
      else if (config === 'commit' || config === 'rollback') return nothingRan(config.toUpperCase());
      else {
        const first = { name: nameOf(config), text: config, values: values as unknown[] };
        return new Promise((resolve, reject) => {
          send(new BeginThenQuery(first, (error, result) => (error ? reject(error) : resolve(result))));
        });
      }
    }
    return query(config, values, callback);
  };
}
