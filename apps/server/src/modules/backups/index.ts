/**
 * The backups module's public face (docs/design.md §14): backups of the whole installation, proven by a
 * restore into a scratch database, kept in BACKUP_DIR (it owns no table), and restored in maintenance.
 */
import type { Engine } from '../../db/client';
import type { BackupEngine } from './engine';
import { pgliteEngine } from './pglite-engine';
import { postgresEngine } from './postgres-engine';

export { finishRestore } from './pglite-engine';
export { backupRoutes } from './routes';
export { BACKUP_MESSAGES, type BackupService, createBackupService } from './service';
export type { BackupEngine } from './engine';

/** The backups of the engine the installation runs on. */
export function backupEngineFor(engine: Engine, pgBinDir: string | null): BackupEngine {
  return engine.kind === 'pglite'
    ? pgliteEngine(engine.client, engine.dataDir)
    : postgresEngine(engine.url, pgBinDir);
}
