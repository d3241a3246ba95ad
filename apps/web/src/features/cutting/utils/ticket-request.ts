import type { TicketPrintRequest, TicketTemplate } from '@gbo/contracts';
import { parseBundleNumbers } from '@/features/cutting/utils/bundle-numbers';

/** Which of a cut order's bundles to print. */
export type TicketPick = 'all' | 'range' | 'numbers';

/** The print dialog's form. */
export interface TicketPrintValues {
  template: TicketTemplate;
  pick: TicketPick;
  from?: number | null;
  to?: number | null;
  /** Picked numbers as typed: "3, 7-9". */
  numbers?: string;
  withProcesses: boolean;
  /** Printed in the browser, or sent to the label printer `printerId`. */
  destination?: 'browser' | 'printer';
  printerId?: number;
}

/** What the dialog prints: bundles given by id, or a cut order's (all or a range); or numbers to look up first. */
export type TicketTarget = { cutOrderId?: number; bundleIds?: readonly number[] };

export type TicketPlan =
  | { kind: 'print'; body: TicketPrintRequest }
  | {
      kind: 'lookUp';
      cutOrderId: number;
      numbers: number[];
      template: TicketTemplate;
      withProcesses: boolean;
    }
  | { kind: 'invalid' };

/**
 * The print request the dialog's choices make. Picked numbers are looked up to ids first (the print call
 * takes a cut order's range or bundle ids).
 */
export function planTicketPrint(values: TicketPrintValues, target: TicketTarget): TicketPlan {
  const { template, withProcesses } = values;
  if (target.cutOrderId === undefined) {
    if (!target.bundleIds?.length) return { kind: 'invalid' };
    return { kind: 'print', body: { template, withProcesses, bundleIds: [...target.bundleIds] } };
  }
  const cutOrderId = target.cutOrderId;
  if (values.pick === 'numbers') {
    const picked = parseBundleNumbers(values.numbers ?? '');
    return picked.ok
      ? { kind: 'lookUp', cutOrderId, numbers: picked.numbers, template, withProcesses }
      : { kind: 'invalid' };
  }
  if (values.pick === 'range') {
    const from = values.from ?? undefined;
    const to = values.to ?? undefined;
    if (from === undefined && to === undefined) return { kind: 'invalid' };
    if (from !== undefined && to !== undefined && from > to) return { kind: 'invalid' };
    return {
      kind: 'print',
      body: { template, withProcesses, cutOrderId, bundleNoFrom: from, bundleNoTo: to },
    };
  }
  return { kind: 'print', body: { template, withProcesses, cutOrderId } };
}
