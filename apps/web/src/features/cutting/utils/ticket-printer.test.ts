import type { Printer } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultTicketPrinter,
  labelFileName,
  templateOfPrinter,
} from '@/features/cutting/utils/ticket-printer';

const printer = (id: number, widthMm: number, heightMm: number, defaultFor: Printer['defaultFor'] = []) =>
  ({ id, widthMm, heightMm, defaultFor }) as Printer;

describe('ticket printers', () => {
  it.each([
    [60, 40, 'label60x40'],
    [80, 60, 'label80x60'],
    [100, 150, undefined],
  ])('takes the template of a %s × %s label', (width, height, template) => {
    expect(templateOfPrinter(printer(1, width, height))).toBe(template);
  });

  it('picks the printer marked default for tickets', () => {
    expect(defaultTicketPrinter([printer(1, 60, 40, ['cartons']), printer(2, 80, 60, ['tickets'])])?.id).toBe(
      2,
    );
    expect(defaultTicketPrinter([printer(1, 60, 40)])).toBeUndefined();
  });

  it('names a label file by style and time', () => {
    expect(labelFileName('PL 2408', 'zpl', new Date(2026, 0, 2, 8, 5))).toBe(
      'tickets-PL_2408-20260102-0805.zpl',
    );
    expect(labelFileName(undefined, 'tspl', new Date(2026, 0, 2, 8, 5))).toBe('tickets-20260102-0805.prn');
  });
});
