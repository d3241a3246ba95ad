import type { Scan, ScanLookup } from '@gbo/contracts';
import { errorMessage, errorStatus } from '@/lib/api-error';

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

/**
 * New lines for the tickets entered, each ticket once and none already listed; `leftOut` says whether any
 * ticket was dropped for that (the field then says so).
 */
export function freshLines(
  lines: readonly TicketLine[],
  tickets: readonly string[],
  makeId?: () => string,
): { fresh: TicketLine[]; leftOut: boolean } {
  const known = new Set(lines.map((line) => line.ticket));
  const fresh = [...new Set(tickets)]
    .filter((ticket) => !known.has(ticket))
    .map((ticket) => newLine(ticket, makeId));
  return { fresh, leftOut: fresh.length < tickets.length };
}

/** The line once its bundle is looked up (again): a line already sent keeps its state. */
export const withLookup = (line: TicketLine, lookup: ScanLookup): TicketLine => ({
  ...line,
  lookup,
  lookupError: undefined,
  state: line.state === 'looking' ? 'ready' : line.state,
});

/** The line once the server refused to look its ticket up. */
export const withLookupError = (line: TicketLine, message: string): TicketLine => ({
  ...line,
  lookupError: message,
  state: 'invalid',
});

/**
 * A process as chosen in the dialog, by what identifies it across beds: each bed keeps its own copy of its
 * style's processes (its own ids), and the copies of one process share the style, the seq and the name. A
 * seq alone is no identity: "2" is 上袖 on one style and 做门筒 on another.
 */
export interface ProcessChoice {
  styleNo: string;
  seq: number;
  name: string;
}

/** A choice as one text (the select's value). */
export const choiceKey = (choice: ProcessChoice) => JSON.stringify([choice.styleNo, choice.seq, choice.name]);

/** The processes to choose from: the first looked-up ticket's (later tickets are matched to the choice). */
export function processChoices(lines: readonly TicketLine[]): ProcessChoice[] {
  const lookup = lines.find((line) => line.lookup)?.lookup;
  if (!lookup) return [];
  return lookup.processes.map(({ seq, name }) => ({ styleNo: lookup.bundle.styleNo, seq, name }));
}

/** The processes offered: the first ticket's, and the chosen one still when the ticket it came from is removed. */
export function offeredChoices(
  lines: readonly TicketLine[],
  choice: ProcessChoice | undefined,
): ProcessChoice[] {
  const firstChoices = processChoices(lines);
  return choice && !firstChoices.some((other) => choiceKey(other) === choiceKey(choice))
    ? [choice, ...firstChoices]
    : firstChoices;
}

/** A bundle's own copy of the chosen process: of the same style, seq and name; none on another style. */
export function processFor(lookup: ScanLookup | undefined, choice: ProcessChoice | undefined) {
  if (!lookup || !choice || lookup.bundle.styleNo !== choice.styleNo) return undefined;
  return lookup.processes.find((process) => process.seq === choice.seq && process.name === choice.name);
}

/** What is left of the chosen process on the line's bundle, of the bundle's pieces; none before both are known. */
export function leftOf(line: TicketLine, choice: ProcessChoice | undefined) {
  const process = processFor(line.lookup, choice);
  return process && line.lookup ? { left: process.remainingQty, of: line.lookup.bundle.qty } : undefined;
}

/** Why a line cannot be sent as it is, or nothing when it can. */
export type LineProblem =
  | { kind: 'lookup'; message: string }
  | { kind: 'looking' }
  | { kind: 'void' }
  | { kind: 'otherStyle'; styleNo: string; choice: ProcessChoice }
  | { kind: 'noProcess'; choice: ProcessChoice }
  | { kind: 'nothingLeft'; doneBy: string[] }
  | { kind: 'tooMany'; left: number }
  | { kind: 'duplicate'; bundleNo: number };

/** What stops a line from being recorded for the chosen process, checked before anything is sent. */
export function lineProblem(
  line: TicketLine,
  choice: ProcessChoice | undefined,
  lines: readonly TicketLine[] = [],
): LineProblem | undefined {
  if (line.lookupError !== undefined) return { kind: 'lookup', message: line.lookupError };
  if (!line.lookup) return { kind: 'looking' };
  const bundle = line.lookup.bundle;
  const earlier = lines.slice(0, lines.indexOf(line));
  if (earlier.some((other) => other.lookup?.bundle.id === bundle.id))
    return { kind: 'duplicate', bundleNo: bundle.bundleNo };
  if (bundle.status === 'void') return { kind: 'void' };
  if (choice === undefined) return undefined;
  if (bundle.styleNo !== choice.styleNo) return { kind: 'otherStyle', styleNo: bundle.styleNo, choice };
  const process = processFor(line.lookup, choice);
  if (!process) return { kind: 'noProcess', choice };
  if (line.state === 'recorded') return undefined;
  if (process.remainingQty <= 0) return { kind: 'nothingLeft', doneBy: process.doneBy };
  if (line.qty !== undefined && line.qty > process.remainingQty)
    return { kind: 'tooMany', left: process.remainingQty };
  return undefined;
}

/** The lines to send now: looked up, fine for the process, and not recorded yet. */
export function linesToSend(lines: readonly TicketLine[], choice: ProcessChoice | undefined): TicketLine[] {
  if (choice === undefined) return [];
  return lines.filter(
    (line) => line.state !== 'recorded' && line.state !== 'sending' && !lineProblem(line, choice, lines),
  );
}

/** The body of `POST api/scans` for a line: the bundle's own copy of the chosen process, for the worker. */
export function scanBody(line: TicketLine, choice: ProcessChoice, workerId: number) {
  const process = processFor(line.lookup, choice);
  if (!process) throw new Error(`ticket ${line.ticket} has no process ${choice.seq} ${choice.name}`);
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
 * A send that failed: with no answer (the network) the scan may have been recorded; with one, the server
 * refused it and said why (or the dialog's `refused` word when it did not).
 */
export function failedSend(error: unknown, words: { noAnswer: string; refused: string }): SendOutcome {
  return errorStatus(error) === undefined
    ? { kind: 'noAnswer', message: words.noAnswer }
    : { kind: 'refused', message: errorMessage(error) ?? words.refused };
}

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
