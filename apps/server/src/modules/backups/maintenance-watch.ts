import type { ListenHandlers } from '../../db/client';
import type { Maintenance } from '../../lib/maintenance';
import type { BackupEngine } from './engine';
import { MAINTENANCE_CHANNEL } from './postgres-engine';

/** How often a process in maintenance asks whether the restore is still under way. */
const POLL_MS = 2000;

/**
 * In every server process on PostgreSQL: enters maintenance when another process announces a restore (or one
 * is under way at start), and restarts once the restoring process no longer holds the maintenance lock, the
 * restore finished or that process died, so that nothing read before the restore is used after it. Answers
 * the stop.
 */
export async function watchMaintenance(
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>,
  engine: BackupEngine,
  maintenance: Maintenance,
  restart: () => void,
  log: { error(object: object, message: string): void },
): Promise<() => Promise<void>> {
  let poll: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    poll = undefined;
    if (stopped) return;
    try {
      if (await engine.maintenanceHeld()) {
        maintenance.enter();
        poll = setTimeout(() => void check(), POLL_MS);
      } else if (maintenance.active) {
        restart();
      }
    } catch (error) {
      log.error({ err: error }, 'could not learn whether a restore is under way');
      if (maintenance.active) poll = setTimeout(() => void check(), POLL_MS);
    }
  };
  const unlisten = await listen(MAINTENANCE_CHANNEL, {
    message: () => {
      maintenance.enter();
      if (!poll) void check();
    },
    ready: () => void check(),
    lost: () => undefined,
  });
  return async () => {
    stopped = true;
    clearTimeout(poll);
    await unlisten();
  };
}
