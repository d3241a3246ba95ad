import type { LabelTicketTemplate, Printer } from '@gbo/contracts';

/** The ticket template a printer's loaded label takes: 60 × 40 or 80 × 60 mm; none for another size. */
export function templateOfPrinter(
  printer: Pick<Printer, 'widthMm' | 'heightMm'>,
): LabelTicketTemplate | undefined {
  if (printer.widthMm === 60 && printer.heightMm === 40) return 'label60x40';
  if (printer.widthMm === 80 && printer.heightMm === 60) return 'label80x60';
  return undefined;
}

/** The factory's printer for tickets: the one marked default for tickets, else none. */
export const defaultTicketPrinter = (printers: readonly Printer[]) =>
  printers.find((printer) => printer.defaultFor.includes('tickets'));

/** A label file's name: tickets-PL2408-1-36.tspl. */
export function labelFileName(styleNo: string | undefined, protocol: Printer['protocol'], at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
  const safe = (styleNo ?? '').replace(/[^\w.-]+/g, '_');
  return `tickets-${safe ? `${safe}-` : ''}${stamp}.${protocol === 'zpl' ? 'zpl' : 'prn'}`;
}
