import type { LabelTicketTemplate, PrinterDpi, Ticket, TicketProcess } from '@gbo/contracts';
import type { Label, LabelElement } from '../../lib/labels/label';
import { millimetreGrid, qrModules } from '../../lib/labels/layout';

/** The words a ticket label prints beside its values, in the language of whoever prints it. */
export type TicketWords = Record<
  'bed' | 'colour' | 'size' | 'qty' | 'plies' | 'lot' | 'shade' | 'ticket' | 'recut' | 'more',
  string
>;

export type TicketLabelInput = {
  factoryName: string;
  ticket: Ticket;
  /** The processes to list where the label has room (80×60), in sequence. */
  processes: TicketProcess[];
  words: TicketWords;
};

/**
 * The two label layouts in millimetres, both drawn from one plan: the header (factory, style), the big bundle
 * number, the QR code top right with the cut date under it, a rule, then two rows of four captioned cells;
 * the 80×60 label lists processes below (12 at most, the last saying how many more).
 */
const PLANS = {
  label60x40: {
    width: 60,
    margin: 1.5,
    qr: 15,
    factory: 2.6,
    style: 3.2,
    big: 9,
    line: 2.6,
    ruleY: 21.2,
    value: 3.2,
    processes: null,
  },
  label80x60: {
    width: 80,
    margin: 2,
    qr: 20,
    factory: 3.2,
    style: 4,
    big: 12,
    line: 3,
    ruleY: 27.5,
    value: 4,
    processes: { columns: 3, rows: 4, height: 2.6 },
  },
} as const;

export function ticketLabel(input: TicketLabelInput, template: LabelTicketTemplate, dpi: PrinterDpi): Label {
  const plan = PLANS[template];
  const grid = millimetreGrid(dpi);
  const { ticket, words } = input;
  const m = plan.margin;
  const qrLeft = plan.width - m - plan.qr;
  const textWidth = qrLeft - m - 1;
  const elements: LabelElement[] = [];

  // The header and the big number, left of the QR code.
  let y = m;
  elements.push(grid.text(m, y, plan.factory, textWidth, input.factoryName));
  y += plan.factory + 0.6;
  elements.push(grid.text(m, y, plan.style, textWidth, `${ticket.styleNo} ${ticket.styleName}`.trim(), true));
  y += plan.style + 0.8;
  elements.push(grid.text(m, y, plan.big, textWidth, String(ticket.bundleNo), true));
  y += plan.big + 0.6;
  const order = [ticket.recut ? words.recut : '', ticket.orderNo ?? '', ticket.customerName ?? '']
    .filter(Boolean)
    .join('  ');
  if (order) elements.push(grid.text(m, y, plan.line, textWidth, order));

  // The QR code as large as its room takes, whole modules of whole dots; the cut date under it.
  const cell = Math.min(10, Math.floor(grid.dots(plan.qr) / qrModules(ticket.qr)));
  elements.push({ kind: 'qr', x: grid.dots(qrLeft), y: grid.dots(m), cell, text: ticket.qr });
  elements.push(grid.text(qrLeft, m + plan.qr + 0.8, plan.line, plan.qr + m - 0.3, ticket.cutDate));

  // Two rows of four cells under a rule.
  elements.push(grid.rule(m, plan.ruleY, plan.width - 2 * m));
  const cellWidth = (plan.width - 2 * m) / 4;
  const rowHeight = plan.value * 1.62 + 1.2;
  const plies =
    ticket.plyFrom === null || ticket.plyTo === null
      ? '-'
      : ticket.plyFrom === ticket.plyTo
        ? String(ticket.plyFrom)
        : `${ticket.plyFrom}-${ticket.plyTo}`;
  const rows: [string, string][][] = [
    [
      [words.bed, String(ticket.bedNo)],
      [words.colour, ticket.colour],
      [words.size, ticket.size],
      [words.qty, String(ticket.qty)],
    ],
    [
      [words.plies, plies],
      [words.lot, ticket.dyeLot ?? '-'],
      [words.shade, ticket.shade ?? '-'],
      [words.ticket, String(ticket.ticketNo)],
    ],
  ];
  rows.forEach((row, r) =>
    row.forEach(([caption, value], c) =>
      elements.push(
        ...grid.cell(
          m + c * cellWidth,
          plan.ruleY + 0.8 + r * rowHeight,
          cellWidth - 0.6,
          caption,
          value,
          plan.value,
        ),
      ),
    ),
  );

  if (plan.processes && input.processes.length > 0) {
    const top = plan.ruleY + 0.8 + 2 * rowHeight + 0.4;
    elements.push(grid.rule(m, top - 0.6, plan.width - 2 * m));
    const { columns, rows: perColumn, height } = plan.processes;
    const room = columns * perColumn;
    const shown =
      input.processes.length > room ? input.processes.slice(0, room - 1) : input.processes.slice(0, room);
    const texts = shown.map((process) => `${process.seq} ${process.name}`);
    if (input.processes.length > room) texts.push(`+${input.processes.length - shown.length} ${words.more}`);
    const columnWidth = (plan.width - 2 * m) / columns;
    texts.forEach((text, i) =>
      elements.push(
        grid.text(
          m + Math.floor(i / perColumn) * columnWidth,
          top + (i % perColumn) * (height + 0.6),
          height,
          columnWidth - 0.8,
          text,
        ),
      ),
    );
  }
  return { elements };
}
