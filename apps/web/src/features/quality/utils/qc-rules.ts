import type { QcCheckpoint, QcCheckpointState, QcKind, QcLookup } from '@gbo/contracts';

type Process = QcLookup['processes'][number];

/** Where the inspector checks: after a process of the bed (in-line), or the finished garment (final). */
export interface CheckpointChoice {
  checkpoint: QcCheckpoint;
  /** The process checked after, for in-line; undefined for final. */
  afterProcessId?: number;
}

/** One line of defects as the form holds it (the code may not be chosen yet). */
export interface DefectLine {
  key: number;
  code?: string;
  qty: number;
  processId?: number;
  workerId?: number;
}

/** The same checkpoint: final, or in-line after the same process. */
export const sameCheckpoint = (
  a: CheckpointChoice,
  b: { checkpoint: QcCheckpoint; afterProcessId?: number | null },
) =>
  a.checkpoint === b.checkpoint &&
  (a.checkpoint === 'final' || a.afterProcessId === (b.afterProcessId ?? undefined));

/** The bundle's state at the chosen checkpoint; nothing inspected there yet when the lookup has none. */
export function stateAt(lookup: QcLookup, choice: CheckpointChoice): QcCheckpointState | undefined {
  return lookup.checkpoints.find((state) => sameCheckpoint(choice, state));
}

/**
 * What the form starts with: a first inspection of the pieces not yet inspected at this checkpoint
 * (qty − inspectedQty), a re-inspection of the rework open; passed = inspected.
 */
export function defaultInspected(lookup: QcLookup, choice: CheckpointChoice, kind: QcKind): number {
  const state = stateAt(lookup, choice);
  if (kind === 'recheck') return state?.reworkQty ?? 0;
  return Math.max(0, lookup.bundle.qty - (state?.inspectedQty ?? 0));
}

/** The process a defect is put down to first: the one checked after (in-line), else the bed's last one. */
export function defaultFaultProcess(lookup: QcLookup, choice: CheckpointChoice): Process | undefined {
  if (choice.checkpoint === 'inline')
    return lookup.processes.find((process) => process.processId === choice.afterProcessId);
  return [...lookup.processes].sort((a, b) => a.seq - b.seq).at(-1);
}

/** Why the phone will not send the inspection: the contract's rules, checked before it leaves the phone. */
export type FormProblem =
  | { kind: 'noPieces' }
  | { kind: 'tooMany'; most: number }
  | { kind: 'passedOver' }
  | { kind: 'tooFewDefects'; failed: number; defects: number }
  | { kind: 'defectsWithoutFailure' }
  | { kind: 'lineIncomplete'; line: number };

/** The failed pieces and the defects counted. */
export function counts(inspected: number, passed: number, lines: readonly DefectLine[]) {
  return { failed: Math.max(0, inspected - passed), defects: lines.reduce((sum, line) => sum + line.qty, 0) };
}

/**
 * The contract's counting rules (packages/contracts/src/qc.ts), with the bundle's limit: at least one piece,
 * no more than `most` (what is left to inspect); passed ≤ inspected; every failed piece has a defect (a piece
 * may have several); no defects when every piece passed; every line has its code and process.
 */
export function formProblems({
  inspected,
  passed,
  lines,
  most,
}: {
  inspected: number | undefined;
  passed: number | undefined;
  lines: readonly DefectLine[];
  most: number;
}): FormProblem[] {
  if (!inspected || inspected < 1) return [{ kind: 'noPieces' }];
  const problems: FormProblem[] = [];
  if (inspected > most) problems.push({ kind: 'tooMany', most });
  const passedQty = passed ?? 0;
  if (passedQty > inspected) problems.push({ kind: 'passedOver' });
  const { failed, defects } = counts(inspected, passedQty, lines);
  if (defects < failed) problems.push({ kind: 'tooFewDefects', failed, defects });
  if (failed === 0 && lines.length > 0) problems.push({ kind: 'defectsWithoutFailure' });
  lines.forEach((line, index) => {
    if (!line.code || line.processId === undefined || line.qty < 1)
      problems.push({ kind: 'lineIncomplete', line: index + 1 });
  });
  return problems;
}

/** Defects per hundred units, as the server writes it (2 decimals). */
export const dhuOf = (defects: number, inspected: number) =>
  inspected > 0 ? ((defects * 100) / inspected).toFixed(2) : '0.00';
