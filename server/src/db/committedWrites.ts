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

/** The engine's connection inside a watched one. */
const innerOf = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;

class WatchingDriver implements Driver {
  // Savepoints pass straight through, where the engine's driver has them.
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly writes: CommittedWrites,
  ) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = (connection, name, compile) => savepoint.call(inner, innerOf(connection), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (connection, name, compile) => rollbackToSavepoint.call(inner, innerOf(connection), name, compile);
    if (releaseSavepoint)
      this.releaseSavepoint = (connection, name, compile) => releaseSavepoint.call(inner, innerOf(connection), name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.writes);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(innerOf(watched), settings);
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

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
