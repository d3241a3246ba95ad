import type { Ticket, TicketPrintResult, TicketProcess } from '@gbo/contracts';
import {
  bundleNoFontMm,
  escapeHtml as e,
  formatRate,
  LISTED_80X60_NUMBER_MM,
  layoutOf,
  plyRange,
  processCards,
} from '@/features/cutting/utils/ticket-fields';
import { qrSvg } from '@/lib/qr-svg';
import { ticketSheetCss } from '@/features/cutting/utils/ticket-sheet-css';

/** A process as a ticket lists it: the rate of the ticket's size, or none. */
export type ListedProcess = { seq: number; name: string; rate: string | null };
/** A ticket with its bed's processes. */
export type PrintedTicket = Ticket & { processes: readonly ListedProcess[] };
/** What one print prints: every page of tickets, each with its bed's processes. */
export type TicketSheet = Pick<TicketPrintResult, 'factoryName' | 'template'> & { tickets: PrintedTicket[] };

/**
 * A page's tickets with their beds' processes (sent once per bed): one list per bed and size, shared by its
 * tickets, not a copy per ticket.
 */
export function attachProcesses(page: Pick<TicketPrintResult, 'tickets' | 'beds'>): PrintedTicket[] {
  const bedProcesses = new Map(page.beds.map((bed) => [bed.cutOrderId, bed.processes]));
  const lists = new Map<string, ListedProcess[]>();
  const listOf = (cutOrderId: number, size: string): ListedProcess[] => {
    const key = `${cutOrderId}\u0000${size}`;
    let list = lists.get(key);
    if (!list) {
      list = (bedProcesses.get(cutOrderId) ?? []).map((process: TicketProcess) => ({
        seq: process.seq,
        name: process.name,
        rate: process.rate === null ? null : (process.sizeRates[size] ?? process.rate),
      }));
      lists.set(key, list);
    }
    return list;
  };
  return page.tickets.map((ticket) => ({ ...ticket, processes: listOf(ticket.cutOrderId, ticket.size) }));
}

/** The words printed on a ticket, in the clerk's language. */
export interface TicketWords {
  bundle: string;
  bed: string;
  colour: string;
  size: string;
  qty: string;
  plies: string;
  dyeLot: string;
  shade: string;
  recut: string;
  void: string;
  /** The process list's heading: "Processes", or "Processes 2/3" when it runs over several labels. */
  processesPage: (page: number, pages: number) => string;
}

export interface TicketSheetOptions {
  withProcesses: boolean;
  words: TicketWords;
}

/** A4 cells per sheet: 2 across, 4 down. */
export const A4_CELLS = 8;

/**
 * The tickets of a print as one piece of markup with its own print CSS (`@page` size, one ticket per label,
 * or a grid of cells per A4 sheet): plain HTML, no React nor antd inside, one QR SVG built per ticket.
 */
export function ticketSheetHtml(result: TicketSheet, { withProcesses, words }: TicketSheetOptions) {
  const layout = layoutOf(result.template);
  const cards: string[] = [];
  for (const ticket of result.tickets) {
    const { first, more } = withProcesses
      ? processCards(ticket.processes, result.template)
      : { first: [], more: [] as (readonly ListedProcess[])[] };
    const pages = more.length + (first.length > 0 ? 1 : 0);
    const offset = first.length > 0 ? 1 : 0;
    const numberMm = bundleNoFontMm(
      ticket.bundleNo,
      layout,
      withProcesses && result.template === 'label80x60' ? LISTED_80X60_NUMBER_MM : undefined,
    );
    cards.push(mainCard(result.factoryName, ticket, numberMm, first, words, pages));
    more.forEach((processes, i) => cards.push(moreCard(ticket, processes, words, offset + i + 1, pages)));
  }
  const body =
    result.template === 'a4'
      ? chunks(cards, A4_CELLS)
          .map((cell) => `<section class="gbo-sheet">${cell.join('')}</section>`)
          .join('')
      : cards.join('');
  const listed = withProcesses ? ' gbo-tickets--processes' : '';
  return `<div class="gbo-tickets gbo-tickets--${result.template}${listed}"><style>${ticketSheetCss(result.template)}</style>${body}</div>`;
}

function mainCard(
  factoryName: string,
  ticket: PrintedTicket,
  numberMm: number,
  processes: readonly ListedProcess[],
  words: TicketWords,
  pages: number,
) {
  const plies = plyRange(ticket);
  const field = (label: string, value: string | number | null | undefined, extra = '') =>
    `<div class="t-field${extra}"><span class="t-label">${e(label)}</span><span class="t-value">${
      value === null || value === undefined || value === '' ? '—' : e(value)
    }</span></div>`;
  const marks =
    (ticket.status === 'void' ? `<span class="t-mark t-mark--void">${e(words.void)}</span>` : '') +
    (ticket.recut ? `<span class="t-mark">${e(words.recut)}</span>` : '');
  return (
    `<article class="gbo-ticket" data-bundle-no="${ticket.bundleNo}">` +
    `<header class="t-head"><span class="t-factory">${e(factoryName)}</span>` +
    `<span class="t-date">${e(ticket.cutDate)}</span></header>` +
    `<div class="t-main"><div class="t-id">` +
    `<div class="t-style"><b>${e(ticket.styleNo)}</b> <span>${e(ticket.styleName)}</span></div>` +
    `<div class="t-no-label">${e(words.bundle)}${marks}</div>` +
    `<div class="t-no" style="font-size:${numberMm}mm">${ticket.bundleNo}</div>` +
    `</div><div class="t-code">${qrSvg(ticket.qr, 'gbo-ticket-qr')}<div class="t-ticket">#${ticket.ticketNo}</div></div></div>` +
    `<div class="t-fields">` +
    field(words.colour, ticket.colour, ' t-field--wide') +
    field(words.size, ticket.size, ' t-field--strong') +
    field(words.qty, ticket.qty, ' t-field--strong') +
    field(words.bed, ticket.bedNo) +
    field(words.plies, plies ?? (ticket.recut ? words.recut : undefined)) +
    field(words.dyeLot, ticket.dyeLot) +
    field(words.shade, ticket.shade) +
    `</div>` +
    (processes.length > 0 ? processList(processes, words.processesPage(1, pages)) : '') +
    `</article>`
  );
}

function moreCard(
  ticket: PrintedTicket,
  processes: readonly ListedProcess[],
  words: TicketWords,
  page: number,
  pages: number,
) {
  return (
    `<article class="gbo-ticket gbo-ticket--more" data-bundle-no="${ticket.bundleNo}">` +
    `<header class="t-head"><span class="t-factory">${e(words.bundle)} ${ticket.bundleNo} · ${e(ticket.styleNo)}` +
    ` · ${e(ticket.colour)} ${e(ticket.size)}</span><span class="t-date">#${ticket.ticketNo}</span></header>` +
    processList(processes, words.processesPage(page, pages)) +
    `</article>`
  );
}

function processList(processes: readonly ListedProcess[], heading: string) {
  const items = processes
    .map(
      (process) =>
        `<li><span class="t-seq">${process.seq}</span><span class="t-pname">${e(process.name)}</span>` +
        (process.rate === null ? '' : `<span class="t-rate">${e(formatRate(process.rate))}</span>`) +
        `</li>`,
    )
    .join('');
  return (
    `<div class="t-processes"><div class="t-processes-head">${e(heading)}</div>` + `<ol>${items}</ol></div>`
  );
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
