import 'server-only';

/**
 * One query layer over both deployments: the embedded PGlite (one process
 * owns its data dir: lib/archive/embedded-lock.ts) and a Postgres server
 * shared by every instance. Plain parameterized SQL ($1, $2 …) runs
 * unchanged on both: PGlite is Postgres.
 */
export interface Db {
  readonly kind: 'embedded' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction on one session. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A session-level advisory lock held until `release` (or until the session
   * dies: a leader that crashes frees the lock with its connection). Null when
   * another session holds it.
   */
  tryLock(key: number): Promise<Lock | null>;
  close(): Promise<void>;
  /** The embedded archive's own memory, last measured (docs/operations.md, "The archive"); absent for a Postgres server. */
  memory?(): ArchiveMemory | null;
}

export interface ArchiveMemory {
  /** PGlite's WebAssembly memory (it never shrinks). */
  wasmBytes: number;
  /** The JavaScript heap of the archive's thread. */
  heapBytes: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Lock {
  /** False once the session that holds it is gone. */
  held(): boolean;
  release(): Promise<void>;
}

/** Both backends' advisory-lock keys (64-bit in Postgres; small constants here). */
export const LOCK = { migrate: 7_150_001, backfill: 7_150_002, delivery: 7_150_003 } as const;
