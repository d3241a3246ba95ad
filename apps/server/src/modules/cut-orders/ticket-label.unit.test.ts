import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { LABEL_SIZES, LABEL_TICKET_TEMPLATES, type Ticket, type TicketProcess } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { labelExtent } from '../../lib/labels/extent.test-support';
import { isBlack } from '../../lib/labels/bitmap';
import {
  bitmapToPng,
  cropped,
  decodeDg,
  decodeTsplBitmap,
} from '../../lib/labels/graphic-decode.test-support';
import { previewZplJob, zplText } from '../../lib/labels/zpl-preview.test-support';
import { dotsPerMm, type LabelSetup, type TextElement } from '../../lib/labels/label';
import { textBitmap } from '../../lib/labels/text-bitmap';
import { ticketCode } from './ticket-code';
import { ticketLabelJob, ticketWords } from './ticket-job';
import { ticketLabel } from './ticket-label';

const SECRET = 'unit-secret-0123456789-0123456789';

const ticket = (bundleNo: number, extra: Partial<Ticket> = {}): Ticket => ({
  id: 100 + bundleNo,
  bundleNo,
  ticketNo: 36000 + bundleNo,
  colour: '藏青',
  size: 'XL',
  qty: 20,
  plyFrom: 1,
  plyTo: 20,
  dyeLot: 'G1',
  shade: 'A',
  cutOrderId: 4,
  bedNo: 3,
  styleId: 1,
  styleNo: 'PL2408',
  status: 'active',
  recut: false,
  note: null,
  voidReason: null,
  printCount: 0,
  qr: ticketCode(SECRET, 1, 36000 + bundleNo),
  createTime: '2026-11-28T00:00:00.000Z',
  cutDate: '2026-11-28',
  styleName: '男士珠地短袖POLO',
  customerName: '杭州优衫贸易',
  orderNo: 'DD-2408-001',
  ...extra,
});

const processes: TicketProcess[] = [
  '合肩',
  '做门筒',
  '上门筒',
  '上领',
  '压后领贴',
  '上袖',
  '埋夹(拷侧缝)',
  '冚袖口',
  '冚脚',
  '锁眼钉扣',
  '剪线查衫',
  '大烫包装',
  '查货',
].map((name, i) => ({ seq: i + 1, name, rate: null, sizeRates: {} }));

const context = {
  factoryName: '宁波织造',
  processesOf: new Map([[4, processes]]),
  words: ticketWords('zh-CN'),
};

const setupFor = (
  protocol: 'zpl' | 'tspl',
  template: (typeof LABEL_TICKET_TEMPLATES)[number],
  dpi: 203 | 300,
  cjkFont = false,
): LabelSetup => ({
  protocol,
  dpi,
  ...LABEL_SIZES[template],
  gapMm: 2,
  darkness: null,
  speed: null,
  cjkFont,
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(
  LABEL_TICKET_TEMPLATES.flatMap((template) => ([203, 300] as const).map((dpi) => [template, dpi] as const)),
)('the %s ticket label at %i dpi', (template, dpi) => {
  const perMm = dotsPerMm(dpi);
  const width = LABEL_SIZES[template].widthMm * perMm;
  const height = LABEL_SIZES[template].heightMm * perMm;

  it('keeps every field inside the label and carries what the paper ticket does', () => {
    const label = ticketLabel(
      { factoryName: '宁波织造', ticket: ticket(12345), processes, words: ticketWords('en') },
      template,
      dpi,
    );
    for (const element of label.elements) {
      const box = labelExtent(element);
      expect(box.x, JSON.stringify(element)).toBeGreaterThanOrEqual(0);
      expect(box.y, JSON.stringify(element)).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, JSON.stringify(element)).toBeLessThanOrEqual(width);
      expect(box.y + box.height, JSON.stringify(element)).toBeLessThanOrEqual(height);
    }
    const texts = label.elements.flatMap((element) => (element.kind === 'text' ? [element.text] : []));
    expect(texts).toEqual(
      expect.arrayContaining([
        '宁波织造',
        'PL2408 男士珠地短袖POLO',
        '12345',
        '48345',
        '3',
        '藏青',
        'XL',
        '20',
        '1-20',
        'G1',
        'A',
        '2026-11-28',
        'Bed',
        'Colour',
        'Qty',
      ]),
    );
    const qr = label.elements.filter((element) => element.kind === 'qr');
    expect(qr).toEqual([expect.objectContaining({ text: ticket(12345).qr })]);
    // The big number is the label's tallest text.
    const big = label.elements.find((e): e is TextElement => e.kind === 'text' && e.text === '12345')!;
    const tallest = Math.max(...label.elements.map((e) => (e.kind === 'text' ? e.height : 0)));
    expect(big.height).toBe(tallest);
    // Processes where they fit: the 80×60 label lists 11 of 13 and says how many more; the 60×40 none.
    const listed = texts.filter((text) => /^\d+ /.test(text));
    if (template === 'label80x60') {
      expect(listed.slice(0, 2)).toEqual(['1 合肩', '2 做门筒']);
      expect(listed).toHaveLength(11);
      expect(texts).toContain('+2 more');
    } else expect(listed).toEqual([]);
  });

  it('writes ZPL: a format a bundle in order, its QR the ticket’s signed text, Chinese stored once as a graphic', () => {
    const tickets = [ticket(1), ticket(2), ticket(3, { colour: '米白' })];
    const zpl = ticketLabelJob(setupFor('zpl', template, dpi), template, tickets, context).toString('utf8');
    expect(count(zpl, '^XA^CI28')).toBe(3);
    expect(zpl).toContain(`^PW${width}^LL${height}`);
    const qrs = [...zpl.matchAll(/\^BQN,2,(\d+)\^FH\^FDMA,([^^]*)\^FS/g)].map((m) => zplText(m[2]!));
    expect(qrs).toEqual(tickets.map((t) => t.qr));
    // Each Chinese text is downloaded once (~DG) and recalled on every label (^XG); the printer never sees it as text.
    const stored = [...zpl.matchAll(/~DGR:(GBO\d+)\.GRF,[^\n]*/g)].map((m) => decodeDg(m[0]));
    const names = stored.map((graphic) => graphic.name);
    expect(new Set(names).size).toBe(names.length);
    expect(count(zpl, '^XGR:')).toBeGreaterThan(stored.length);
    expect(zpl).not.toContain('藏青');
    // The stored colour is exactly the font's drawing of it.
    const colour = ticketLabel(
      { ...context, ticket: tickets[0]!, processes: [], factoryName: '宁波织造' },
      template,
      dpi,
    ).elements.find((e): e is TextElement => e.kind === 'text' && e.text === '藏青')!;
    const drawn = textBitmap('藏青', colour.height, { maxWidth: colour.maxWidth, bold: colour.bold });
    const match = stored.find(({ bitmap }) => {
      const picture = cropped(bitmap, drawn.width);
      return picture.height === drawn.height && Buffer.from(picture.data).equals(Buffer.from(drawn.data));
    });
    expect(match, 'the colour 藏青 as a stored graphic').toBeDefined();
    expect(zpl.endsWith('^XA^IDR:GBO*.GRF^FS^XZ\n')).toBe(true);
  });

  it('writes TSPL: the label size once, a PRINT a bundle, QRCODE with the signed text, Chinese as BITMAP', () => {
    const tickets = [ticket(1), ticket(2)];
    const job = ticketLabelJob(setupFor('tspl', template, dpi), template, tickets, context);
    const text = job.toString('latin1');
    const { widthMm, heightMm } = LABEL_SIZES[template];
    expect(text.startsWith(`SIZE ${widthMm} mm,${heightMm} mm\r\nGAP 2 mm,0 mm\r\nREFERENCE 0,0\r\n`)).toBe(
      true,
    );
    expect(count(text, 'CLS\r\n')).toBe(2);
    expect(count(text, 'PRINT 1,1\r\n')).toBe(2);
    const qrs = [...text.matchAll(/QRCODE \d+,\d+,M,\d+,A,0,"([^"]*)"/g)].map((m) => m[1]);
    expect(qrs).toEqual(tickets.map((t) => t.qr));
    // Every BITMAP decodes, and one of them is the colour as the font draws it.
    const bitmaps: ReturnType<typeof decodeTsplBitmap>[] = [];
    for (let at = job.indexOf('BITMAP '); at >= 0; at = job.indexOf('BITMAP ', at + 1)) {
      const head = /^BITMAP \d+,\d+,(\d+),(\d+),0,/.exec(job.subarray(at, at + 40).toString('latin1'))!;
      const end = at + head[0].length + Number(head[1]) * Number(head[2]) + 2;
      bitmaps.push(decodeTsplBitmap(job.subarray(at, end)));
      at = end - 1;
    }
    expect(bitmaps.length).toBeGreaterThan(0);
    const colour = ticketLabel(
      { ...context, ticket: tickets[0]!, processes: [] },
      template,
      dpi,
    ).elements.find((e): e is TextElement => e.kind === 'text' && e.text === '藏青')!;
    const drawn = textBitmap('藏青', colour.height, { maxWidth: colour.maxWidth, bold: colour.bold });
    const found = bitmaps.find(
      ({ x, y, bitmap }) =>
        x === colour.x &&
        y === colour.y &&
        Buffer.from(cropped(bitmap, drawn.width).data).equals(Buffer.from(drawn.data)),
    );
    expect(found, 'the colour 藏青 as a BITMAP at its place').toBeDefined();
  });
});

describe('a printer with a Chinese font', () => {
  it('gets Chinese as text in its own font: TSPL in TSS24.BF2 with GB18030 bytes, ZPL in UTF-8', () => {
    const tspl = ticketLabelJob(
      setupFor('tspl', 'label60x40', 203, true),
      'label60x40',
      [ticket(1)],
      context,
    );
    expect(tspl.includes(Buffer.from('BITMAP'))).toBe(false);
    expect(
      tspl.includes(Buffer.concat([Buffer.from('"TSS24.BF2",0,1,1,"'), iconv.encode('藏青', 'gb18030')])),
    ).toBe(true);
    const zpl = ticketLabelJob(
      setupFor('zpl', 'label60x40', 203, true),
      'label60x40',
      [ticket(1)],
      context,
    ).toString('utf8');
    expect(zpl).not.toContain('~DG');
    expect(zpl).toContain('E:ANMDS.TTF^FB');
    expect(zpl).toContain('^FH^FD藏青^FS');
  });
});

describe('a ticket job read back from its bytes', () => {
  it('draws the Chinese colour and style the printer is sent, into pictures to look at', () => {
    const out = path.resolve('test-results/labels');
    fs.mkdirSync(out, { recursive: true });
    for (const template of LABEL_TICKET_TEMPLATES) {
      const setup = setupFor('zpl', template, 203);
      const zpl = ticketLabelJob(setup, template, [ticket(7)], context).toString('utf8');
      const [picture] = previewZplJob(zpl, setup.widthMm * 8, setup.heightMm * 8);
      fs.writeFileSync(path.join(out, `ticket-${template}-203dpi.png`), bitmapToPng(picture!, 3));
      // Where the layout put the colour, the job's own graphic put ink.
      const colour = ticketLabel(
        { ...context, ticket: ticket(7), processes: [] },
        template,
        203,
      ).elements.find((e): e is TextElement => e.kind === 'text' && e.text === '藏青')!;
      let ink = 0;
      for (let y = colour.y; y < colour.y + colour.height; y++)
        for (let x = colour.x; x < colour.x + colour.height * 2; x++) if (isBlack(picture!, x, y)) ink++;
      expect(ink).toBeGreaterThan(colour.height * 2);
    }
  });
});
