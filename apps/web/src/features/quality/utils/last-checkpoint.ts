import type { QcLookup } from '@gbo/contracts';
import type { CheckpointChoice } from '@/features/quality/utils/qc-rules';

/**
 * The inspector's last checkpoint on this phone: an inspector stands at one place on the line, so the next
 * bundle starts there. Kept by the process's name too: each bed has its own process ids.
 */
export const LAST_CHECKPOINT_KEY = 'gbo-qc-checkpoint';

interface Kept extends CheckpointChoice {
  processName?: string;
}

export function keepCheckpoint(choice: CheckpointChoice, lookup: QcLookup, storage: Storage = localStorage) {
  const processName = lookup.processes.find((process) => process.processId === choice.afterProcessId)?.name;
  try {
    storage.setItem(LAST_CHECKPOINT_KEY, JSON.stringify({ ...choice, processName } satisfies Kept));
  } catch {
    // Storage full or refused: the inspector chooses again next time.
  }
}

/** The kept checkpoint as this bundle's bed offers it: the same process id, else a process of that name. */
export function keptCheckpoint(
  lookup: QcLookup,
  storage: Storage = localStorage,
): CheckpointChoice | undefined {
  let kept: Kept | null;
  try {
    kept = JSON.parse(storage.getItem(LAST_CHECKPOINT_KEY) ?? 'null') as Kept | null;
  } catch {
    return undefined;
  }
  if (kept?.checkpoint === 'final') return { checkpoint: 'final' };
  if (kept?.checkpoint !== 'inline') return undefined;
  const process =
    lookup.processes.find((p) => p.processId === kept.afterProcessId) ??
    lookup.processes.find((p) => p.name === kept.processName);
  return process && { checkpoint: 'inline', afterProcessId: process.processId };
}
