import type { Ticket, TicketTemplate } from '@gbo/contracts';

/** A ticket's layout: the 60×40 label's, or the 80×60 label's (an A4 sheet's cells too). */
export type TicketLayout = 'small' | 'large';

export const layoutOf = (template: TicketTemplate): TicketLayout =>
  template === 'label60x40' ? 'small' : 'large';

/** The factory's `ticketTemplate` setting as the print dialog's default template. */
export const templateOfSetting = (setting: 'standard' | 'compact' | undefined): TicketTemplate =>
  setting === 'compact' ? 'label60x40' : 'label80x60';

/** The ply range, "1–20"; none for a re-cut bundle, which has no plies. */
export function plyRange(ticket: Pick<Ticket, 'plyFrom' | 'plyTo'>): string | undefined {
  if (ticket.plyFrom === null || ticket.plyTo === null) return undefined;
  return ticket.plyFrom === ticket.plyTo ? String(ticket.plyFrom) : `${ticket.plyFrom}–${ticket.plyTo}`;
}

/** Room (mm) for the big bundle number beside the QR code, and its tallest size. */
const BIG_NUMBER = { small: { width: 34, max: 11 }, large: { width: 50, max: 13 } } as const;
/** A bold digit is about this much as wide as it is high. */
const DIGIT_WIDTH = 0.62;

/** The big bundle number's font size in mm: as large as fits, smaller for long numbers, never cut. */
export function bundleNoFontMm(bundleNo: number, layout: TicketLayout, maxMm?: number): number {
  const { width, max } = BIG_NUMBER[layout];
  const fit = width / (String(bundleNo).length * DIGIT_WIDTH);
  return Math.round(Math.min(maxMm ?? max, fit) * 10) / 10;
}

/** The 80×60 label's number beside its process list (a lower row). */
export const LISTED_80X60_NUMBER_MM = 10.5;

/**
 * Processes on the ticket itself, and on follow-on labels (cells) after it: a fixed count per label, so
 * nothing is cut off whatever the list's length. The 60×40 label has no room beside its fields; the 80×60
 * label and an A4 cell list them in three columns (12, a typical style's list, on the ticket itself).
 */
const PROCESSES_PER_CARD: Record<TicketTemplate, { first: number; more: number }> = {
  label60x40: { first: 0, more: 16 },
  label80x60: { first: 12, more: 36 },
  a4: { first: 12, more: 36 },
};

export function processCards<P>(
  processes: readonly P[],
  template: TicketTemplate,
): { first: P[]; more: P[][] } {
  const { first, more } = PROCESSES_PER_CARD[template];
  const rest: P[][] = [];
  for (let i = first; i < processes.length; i += more) rest.push(processes.slice(i, i + more));
  return { first: processes.slice(0, first), more: rest };
}

/** The labels that follow each ticket of a bed with this many processes to list them (0 when they fit on it). */
export function followOnLabels(processCount: number, template: TicketTemplate): number {
  const { first, more } = PROCESSES_PER_CARD[template];
  return processCount > first ? Math.ceil((processCount - first) / more) : 0;
}

/** A piece rate as printed: money to the cent, a third decimal only when it is not 0 ("0.120" → "0.12"). */
export function formatRate(rate: string): string {
  return rate.replace(/^(-?\d+\.\d{2})0$/, '$1');
}

/** Text for HTML: the ticket is markup built as a string, so every value is escaped. */
export function escapeHtml(text: string | number): string {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
