/**
 * How long the server takes to build a print job of 5,000 bundle tickets, and how big it is: the cutting
 * room's own code (apps/server's ticket layout and the ZPL and TSPL writers) makes one label a ticket for a
 * bed of 5,000 bundles in 20 Chinese colours × 10 sizes with 12 processes, for each language, label and print
 * head, to a printer without a Chinese font (Chinese drawn as graphics) and with one. The first build of the
 * process also reads the shipped font; it is timed on its own. Then 5 runs each, median reported.
 *
 *   npx tsx bench/label-job.ts
 */
import { LABEL_SIZES, LABEL_TICKET_TEMPLATES, type Ticket, type TicketProcess } from '@gbo/contracts';
import type { LabelSetup } from '../apps/server/src/lib/labels/label';
import { ticketCode, ticketLabelJob, ticketWords } from '../apps/server/src/modules/cut-orders';
import { BUNDLES_PER_BED, PROCESSES, SIZES } from './common';

const COLOURS = ['黑色', '白色', '藏青', '米白', '酒红', '卡其', '浅灰', '深灰', '军绿', '宝蓝'];
const more = ['杏色', '驼色', '墨绿', '天蓝', '粉红', '桔色', '咖啡', '砖红', '湖蓝', '香槟'];
const colours = [...COLOURS, ...more];

const tickets: Ticket[] = Array.from({ length: BUNDLES_PER_BED }, (_, i) => ({
  id: i + 1,
  bundleNo: i + 1,
  ticketNo: 100_000 + i,
  colour: colours[Math.floor(i / 250) % colours.length]!,
  size: SIZES[Math.floor(i / 25) % SIZES.length]!,
  qty: 20,
  plyFrom: 1 + (i % 25) * 20,
  plyTo: 20 + (i % 25) * 20,
  dyeLot: `G${1 + (i % 3)}`,
  shade: 'A',
  cutOrderId: 1,
  bedNo: 7,
  styleId: 1,
  styleNo: 'PL2408',
  status: 'active',
  recut: false,
  note: null,
  voidReason: null,
  printCount: 0,
  qr: ticketCode('bench-secret-0123456789-0123456789', 1, 100_000 + i),
  createTime: '2026-12-01T00:00:00.000Z',
  cutDate: '2026-12-01',
  styleName: '男士珠地短袖POLO',
  customerName: '杭州优衫贸易',
  orderNo: 'DD-2408-001',
}));
const processes: TicketProcess[] = Array.from({ length: PROCESSES }, (_, i) => ({
  seq: i + 1,
  name: [
    '合肩',
    '做门筒',
    '上门筒',
    '上领',
    '压后领贴',
    '上袖',
    '埋夹',
    '冚袖口',
    '冚脚',
    '锁眼钉扣',
    '剪线查衫',
    '大烫包装',
  ][i]!,
  rate: null,
  sizeRates: {},
}));
const context = {
  factoryName: '宁波织造',
  processesOf: new Map([[1, processes]]),
  words: ticketWords('zh-CN'),
};

const setupOf = (
  protocol: 'zpl' | 'tspl',
  template: (typeof LABEL_TICKET_TEMPLATES)[number],
  dpi: 203 | 300,
  cjkFont: boolean,
): LabelSetup => ({
  protocol,
  dpi,
  ...LABEL_SIZES[template],
  gapMm: 2,
  darkness: null,
  speed: null,
  cjkFont,
});

const time = (work: () => Buffer) => {
  const start = performance.now();
  const bytes = work().length;
  return { ms: performance.now() - start, bytes };
};

const first = time(() =>
  ticketLabelJob(setupOf('zpl', 'label60x40', 203, false), 'label60x40', tickets, context),
);
console.info(`first job of the process (reads the font): ${first.ms.toFixed(0)} ms`);
console.info(`| language | label | dpi | Chinese font | build (median of 5) | job size | a label |`);
console.info(`| --- | --- | --- | --- | ---: | ---: | ---: |`);
for (const protocol of ['zpl', 'tspl'] as const)
  for (const template of LABEL_TICKET_TEMPLATES)
    for (const dpi of [203, 300] as const)
      for (const cjkFont of [false, true]) {
        const setup = setupOf(protocol, template, dpi, cjkFont);
        const runs = Array.from({ length: 5 }, () =>
          time(() => ticketLabelJob(setup, template, tickets, context)),
        );
        const ms = runs.map((run) => run.ms).sort((a, b) => a - b)[2]!;
        const bytes = runs[0]!.bytes;
        console.info(
          `| ${protocol.toUpperCase()} | ${template} | ${dpi} | ${cjkFont ? 'the printer’s' : 'none: drawn'} | ${(ms / 1000).toFixed(2)} s | ${(bytes / 1e6).toFixed(1)} MB | ${(bytes / BUNDLES_PER_BED / 1000).toFixed(1)} KB |`,
        );
      }
