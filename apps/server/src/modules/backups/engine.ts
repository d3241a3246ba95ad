import type { DatabaseState } from './manifest';

/**
 * What backups need of the database engine underneath (docs/design.md §14): the embedded database
 * (pglite-engine.ts) or a PostgreSQL server (postgres-engine.ts).
 */
export interface BackupEngine {
  readonly kind: 'pglite' | 'postgres';
  /** Why backups cannot be made or restored here, in the operator's words; null: they can. */
  unavailable(): Promise<string | null>;
  /** The major version of PostgreSQL underneath (a backup restores only into the same or a newer one). */
  postgresMajor(): Promise<number>;
  /**
   * Writes the database part of a backup under `dir/database/` while the installation keeps serving, and
   * answers every table's row count and the migration level, read in the same snapshot.
   */
  dump(dir: string): Promise<DatabaseState>;
  /** Restores the database part under `dir/database/` into a scratch database, reads what it holds, and drops it. */
  prove(dir: string): Promise<DatabaseState>;
  /**
   * Makes the database part under `dir/database/` the installation's, all at once or not at all, with every
   * session ended and `expected` checked before it is final. The server sees it once it restarts (the
   * embedded database's copy is swapped in then).
   */
  restore(dir: string, expected: DatabaseState): Promise<void>;
  /** Takes the installation's backup lock; null when a backup is being made (by any server process). */
  tryBackupLock(): Promise<(() => Promise<void>) | null>;
  /**
   * Claims the installation's one restore (across server processes); null when another is under way. The
   * claim tells every other process to enter maintenance when announced, until it is released (or its process
   * dies).
   */
  claimRestore(): Promise<RestoreClaim | null>;
  /** Whether some process announces maintenance. */
  maintenanceHeld(): Promise<boolean>;
}

/** A backup made but not proven because the engine cannot make a scratch database here. */
export class ProofUnavailableError extends Error {}

/** The installation's restore, claimed by this process (BackupEngine.claimRestore). */
export type RestoreClaim = { announce(): Promise<void>; release(): Promise<void> };
