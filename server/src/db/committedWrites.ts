import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * Tells this process, the moment it happens, that one of its own statements writing a table has
 * committed: a statement outside a transaction once it answers, one inside a
 * transaction once the transaction commits (never when it rolls back). Other processes' writes
 * are heard by NOTIFY, which arrives a little later; a cache that must show a process its own
 * writes at once (the read model's, server/src/lotto/reads/cache.ts) hears them here.
 */
export class CommittedWrites {
  private readonly listeners = new Map<() => void, ReadonlySet<string>>();

  /** Calls `listener` after each committed write of one of `tables`, until the returned function is called. */
  subscribe(tables: readonly string[], listener: () => void): () => void {
    this.listeners.set(listener, new Set(tables));
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners of any of `tables`, written by a statement or transaction that has committed. */
  committed(tables: ReadonlySet<string>): void {
    for (const [listener, watched] of this.listeners) {
      if ([...tables].some((table) => watched.has(table))) listener();
    }
  }

  /** The same dialect, its statements watched: writes of the watched tables are told once committed. */
  watch(dialect: Dialect): Dialect {
    return {
      createDriver: () => new WatchingDriver(dialect.createDriver(), this),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    };
  }
}

/** An insert, update, delete or truncate and the table it names (Kysely's quoted names and raw SQL alike); not a row lock's `for update`. */
const WRITE = /\b(?:insert\s+into|(?<!\b(?:for|key|do)\s+)update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?(\w+)/gi;

/** The tables a statement writes. */
export function tablesWritten(sqlText: string): string[] {
  return [...sqlText.matchAll(WRITE)].map((match) => match[1]!.toLowerCase());
}

/** A connection as the driver hands it out: the engine's own, and the tables its open transaction wrote. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  readonly written = new Set<string>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: CommittedWrites,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const tables = tablesWritten(compiledQuery.sql);
    const result = await this.inner.executeQuery<R>(compiledQuery);
    if (tables.length > 0) {
      if (this.inTransaction) for (const table of tables) this.written.add(table);
      else this.writes.committed(new Set(tables));
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class WatchingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly writes: CommittedWrites,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.writes);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.inTransaction = true;
    watched.written.clear();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(watched.inner);
      if (watched.written.size > 0) this.writes.committed(new Set(watched.written));
    } finally {
      watched.inTransaction = false;
      watched.written.clear();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(watched.inner);
    } finally {
      watched.inTransaction = false;
      watched.written.clear();
    }
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint!((connection as WatchedConnection).inner, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!((connection as WatchedConnection).inner, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!((connection as WatchedConnection).inner, name, compile);

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
