import type { Scan, ScanLookup } from '@gbo/contracts';

type LookupProcess = ScanLookup['processes'][number];

/**
 * One ticket of the record-scans dialog: what was typed, the bundle it names once looked up, and what the
 * server answered when it was recorded. `requestId` stays with the line until the server has answered it, so a
 * retry after a lost answer is the same scan (never a second one).
 */
export interface TicketLine {
  key: string;
  ticket: string;
  requestId: string;
  lookup?: ScanLookup;
  /** The server's refusal of the lookup (unknown ticket, another factory's). */
  lookupError?: string;
  /** Pieces to record; empty = what is left. */
  qty?: number;
  state: 'looking' | 'ready' | 'invalid' | 'sending' | 'recorded' | 'refused';
  /** The recorded scan, or the server's sentence of a refusal. */
  scan?: Scan;
  message?: string;
}

/** Tickets typed, pasted or scanned (a scanner types the ticket then Enter): one per line, space or comma. */
export function parseTickets(text: string): string[] {
  return text
    .split(/[\s,;，；]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A new line for a ticket, with its own request id. */
export function newLine(ticket: string, makeId: () => string = () => crypto.randomUUID()): TicketLine {
  return { key: makeId(), ticket, requestId: makeId(), state: 'looking' };
}

/** The processes to choose from: the first looked-up ticket's (later tickets are matched by seq). */
export function processChoices(lines: readonly TicketLine[]): LookupProcess[] {
  return lines.find((line) => line.lookup)?.lookup?.processes ?? [];
}

/** A bundle's process with this seq: each bed has its own process ids, the seq is shared. */
export function processBySeq(lookup: ScanLookup | undefined, seq: number | undefined) {
  if (!lookup || seq === undefined) return undefined;
  return lookup.processes.find((process) => process.seq === seq);
}

/** Why a line cannot be sent as it is, or nothing when it can. */
export type LineProblem =
  | { kind: 'lookup'; message: string }
  | { kind: 'looking' }
  | { kind: 'void' }
  | { kind: 'noProcess'; seq: number }
  | { kind: 'nothingLeft'; doneBy: string[] }
  | { kind: 'tooMany'; left: number }
  | { kind: 'duplicate'; bundleNo: number };

/** What stops a line from being recorded for the chosen process, checked before anything is sent. */
export function lineProblem(
  line: TicketLine,
  seq: number | undefined,
  lines: readonly TicketLine[] = [],
): LineProblem | undefined {
  if (line.lookupError !== undefined) return { kind: 'lookup', message: line.lookupError };
  if (!line.lookup) return { kind: 'looking' };
  const bundle = line.lookup.bundle;
  const earlier = lines.slice(0, lines.indexOf(line));
  if (earlier.some((other) => other.lookup?.bundle.id === bundle.id))
    return { kind: 'duplicate', bundleNo: bundle.bundleNo };
  if (bundle.status === 'void') return { kind: 'void' };
  if (seq === undefined) return undefined;
  const process = processBySeq(line.lookup, seq);
  if (!process) return { kind: 'noProcess', seq };
  if (line.state === 'recorded') return undefined;
  if (process.remainingQty <= 0) return { kind: 'nothingLeft', doneBy: process.doneBy };
  if (line.qty !== undefined && line.qty > process.remainingQty)
    return { kind: 'tooMany', left: process.remainingQty };
  return undefined;
}

/** The lines to send now: looked up, fine for the process, and not recorded yet. */
export function linesToSend(lines: readonly TicketLine[], seq: number | undefined): TicketLine[] {
  if (seq === undefined) return [];
  return lines.filter(
    (line) => line.state !== 'recorded' && line.state !== 'sending' && !lineProblem(line, seq, lines),
  );
}

/** The body of `POST api/scans` for a line: the bundle's own process of that seq, for the worker. */
export function scanBody(line: TicketLine, seq: number, workerId: number) {
  const process = processBySeq(line.lookup, seq);
  if (!process) throw new Error(`ticket ${line.ticket} has no process ${seq}`);
  return {
    ticket: line.ticket,
    processId: process.processId,
    ...(line.qty !== undefined && { qty: line.qty }),
    workerId,
    requestId: line.requestId,
  };
}

/** How a send ended: recorded, refused by the server (it said why), or no answer (the network). */
export type SendOutcome =
  | { kind: 'recorded'; scan: Scan }
  | { kind: 'refused'; message: string }
  | { kind: 'noAnswer'; message: string };

/**
 * The line after its send. A refusal is final for that request, so a new try is a new request (new id); with
 * no answer the scan may have been recorded, so a retry keeps the id and the server answers the first scan.
 */
export function afterSend(
  line: TicketLine,
  outcome: SendOutcome,
  makeId: () => string = () => crypto.randomUUID(),
): TicketLine {
  switch (outcome.kind) {
    case 'recorded':
      return { ...line, state: 'recorded', scan: outcome.scan, message: undefined };
    case 'refused':
      return { ...line, state: 'refused', message: outcome.message, requestId: makeId() };
    case 'noAnswer':
      return { ...line, state: 'refused', message: outcome.message };
  }
}

/** The counts shown under the list: recorded, refused, still to send. */
export function lineCounts(lines: readonly TicketLine[]) {
  const recorded = lines.filter((line) => line.state === 'recorded');
  return {
    recorded: recorded.length,
    refused: lines.filter((line) => line.state === 'refused').length,
    pieces: recorded.reduce((sum, line) => sum + (line.scan?.qty ?? 0), 0),
  };
}
