import { describe, expect, it } from 'vitest';
import {
  type PrintedTicket,
  type TicketSheet,
  ticketSheetHtml,
  type TicketWords,
} from '@/features/cutting/utils/ticket-sheet';

const words: TicketWords = {
  bundle: 'Bundle',
  bed: 'Bed',
  colour: 'Colour',
  size: 'Size',
  qty: 'Qty',
  plies: 'Plies',
  dyeLot: 'Dye lot',
  shade: 'Shade',
  recut: 'Re-cut',
  void: 'VOID',
  processesPage: (page, pages) => (pages > 1 ? `Processes ${page}/${pages}` : 'Processes'),
};

const ticket = (overrides: Partial<PrintedTicket> = {}): PrintedTicket => ({
  id: 1,
  bundleNo: 2,
  ticketNo: 36002,
  colour: '黑色',
  size: 'S',
  qty: 20,
  plyFrom: 21,
  plyTo: 40,
  dyeLot: 'G2408-11',
  shade: 'A',
  cutOrderId: 1,
  bedNo: 1,
  styleId: 1,
  styleNo: 'PL2408',
  styleName: 'Polo <men>',
  status: 'active',
  recut: false,
  note: null,
  voidReason: null,
  printCount: 0,
  qr: 'GBO1:1:36002:Ab3dE5fG7hJ9',
  createTime: '2024-08-12T02:00:00.000Z',
  cutDate: '2024-08-12',
  customerName: null,
  orderNo: null,
  processes: Array.from({ length: 12 }, (_, i) => ({ seq: i + 1, name: `Step ${i + 1}`, rate: '0.25' })),
  ...overrides,
});

function render(result: TicketSheet, withProcesses = false) {
  const host = document.createElement('div');
  host.innerHTML = ticketSheetHtml(result, { withProcesses, words });
  return host;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('ticketSheetHtml', () => {
  it('shows a ticket’s fields, a big bundle number and a QR code of its text', () => {
    const host = render({ factoryName: 'Ningbo & Co', template: 'label80x60', tickets: [ticket()] });
    const card = host.querySelector('.gbo-ticket');
    expect(text(card?.querySelector('.t-factory'))).toBe('Ningbo & Co');
    expect(text(card?.querySelector('.t-style'))).toBe('PL2408 Polo <men>');
    expect(text(card?.querySelector('.t-no'))).toBe('2');
    expect(text(card?.querySelector('.t-ticket'))).toBe('#36002');
    expect(text(card?.querySelector('.t-date'))).toBe('2024-08-12');
    const fields = [...(card?.querySelectorAll('.t-field') ?? [])].map((field) => [
      text(field.querySelector('.t-label')),
      text(field.querySelector('.t-value')),
    ]);
    expect(fields).toEqual([
      ['Colour', '黑色'],
      ['Size', 'S'],
      ['Qty', '20'],
      ['Bed', '1'],
      ['Plies', '21–40'],
      ['Dye lot', 'G2408-11'],
      ['Shade', 'A'],
    ]);
    const qr = card?.querySelector('svg.gbo-ticket-qr');
    expect(qr?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // No process list unless asked for.
    expect(card?.querySelector('.t-processes')).toBeNull();
  });

  it('gives every ticket its own QR code, and a label page per ticket with its print CSS', () => {
    const host = render({
      factoryName: 'F',
      template: 'label60x40',
      tickets: [ticket(), ticket({ id: 2, bundleNo: 3, ticketNo: 36003, qr: 'GBO1:1:36003:Zz3dE5fG7hJ9' })],
    });
    const cards = host.querySelectorAll('.gbo-ticket');
    expect(cards).toHaveLength(2);
    const paths = [...host.querySelectorAll('svg path')].map((path) => path.getAttribute('d'));
    expect(paths[0]).not.toBe(paths[1]);
    const css = host.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: 60mm 40mm; margin: 0; }');
    expect(css).toContain('break-after: page');
  });

  it('marks re-cut and void bundles; a re-cut has no ply range; a missing value shows a dash', () => {
    const host = render({
      factoryName: 'F',
      template: 'label80x60',
      tickets: [ticket({ recut: true, plyFrom: null, plyTo: null, shade: null, status: 'void' })],
    });
    expect([...host.querySelectorAll('.t-mark')].map(text)).toEqual(['VOID', 'Re-cut']);
    const value = (label: string) =>
      text(
        [...host.querySelectorAll('.t-field')]
          .find((field) => text(field.querySelector('.t-label')) === label)
          ?.querySelector('.t-value'),
      );
    expect(value('Plies')).toBe('Re-cut');
    expect(value('Shade')).toBe('—');
  });

  it('lists the processes with their rates, going on over follow-on labels, never cut', () => {
    const fourteen = Array.from({ length: 14 }, (_, i) => ({
      seq: i + 1,
      name: `Step ${i + 1}`,
      rate: '0.250',
    }));
    const rated = render(
      { factoryName: 'F', template: 'label80x60', tickets: [ticket({ processes: fourteen })] },
      true,
    );
    const cards = rated.querySelectorAll('.gbo-ticket');
    expect(cards).toHaveLength(2);
    expect([...cards].map((card) => text(card.querySelector('.t-processes-head')))).toEqual([
      'Processes 1/2',
      'Processes 2/2',
    ]);
    expect([...cards].map((card) => card.querySelectorAll('.t-processes li').length)).toEqual([12, 2]);
    expect([...(rated.querySelector('.t-processes li')?.children ?? [])].map(text)).toEqual([
      '1',
      'Step 1',
      '0.25',
    ]);

    // No rates in the answer (the factory hides them from workers): none printed. 60×40 lists them apart.
    const unrated = ticket({ processes: [{ seq: 1, name: 'Cut', rate: null }] });
    const small = render({ factoryName: 'F', template: 'label60x40', tickets: [unrated] }, true);
    expect(small.querySelectorAll('.gbo-ticket')).toHaveLength(2);
    expect(small.querySelector('.t-rate')).toBeNull();
    expect(text(small.querySelector('.gbo-ticket--more .t-processes-head'))).toBe('Processes');
  });

  it('puts eight tickets on an A4 sheet', () => {
    const tickets = Array.from({ length: 9 }, (_, i) =>
      ticket({ id: i + 1, bundleNo: i + 1, ticketNo: 36001 + i }),
    );
    const host = render({ factoryName: 'F', template: 'a4', tickets });
    expect([...host.querySelectorAll('.gbo-sheet')].map((sheet) => sheet.children.length)).toEqual([8, 1]);
    expect(host.querySelector('style')?.textContent).toContain('size: A4 portrait');
  });

  it('escapes what it prints', () => {
    const host = render({
      factoryName: '<img src=x onerror=alert(1)>',
      template: 'a4',
      tickets: [ticket({ colour: '"><script>x</script>' })],
    });
    expect(host.querySelector('img, script')).toBeNull();
    expect(text(host.querySelector('.t-factory'))).toBe('<img src=x onerror=alert(1)>');
  });
});
