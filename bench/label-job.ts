/**
 * How long the server takes to build a print job of 5,000 bundle tickets, and how big it is: the cutting
 * room's own code (apps/server's ticket layout and the ZPL and TSPL writers) makes one label a ticket for a
 * bed of 5,000 bundles in 20 Chinese colours × 10 sizes with 12 processes, for each language, label and print
 * head, to a printer without a Chinese font (Chinese drawn as graphics) and with one. The first build of the
 * process also reads the shipped font; it is timed on its own. Then 5 runs each, median reported.
 *
 * Then through the app on the real database: a 5,000-bundle bed of the same colours, printed to a label
 * printer (`POST api/bundles/print` with printerId: the tickets read, the job built and queued in one
 * transaction) and as a file (`GET api/bundles/labels`), median of BENCH_REPEAT (3) after a warm-up.
 *
 *   npx tsx bench/label-job.ts                 (the app on embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/label-job.ts
 */
import { LABEL_SIZES, LABEL_TICKET_TEMPLATES, type Ticket, type TicketProcess } from '@gbo/contracts';
import type { LabelSetup } from '../apps/server/src/lib/labels/label';
import { ticketCode, ticketLabelJob, ticketWords } from '../apps/server/src/modules/cut-orders';
import { BUNDLES_PER_BED, PROCESSES, quantile, SIZES, timeRuns, withAppBench } from './common';

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

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);

await withAppBench(
  { name: 'labels', adminUrl: process.env.DATABASE_URL },
  async ({ app, databaseLabel, signIn }) => {
    const admin = await signIn('13900000001');
    const clerk = await signIn('13900000002');
    const call = async (method: 'GET' | 'POST', url: string, headers: object, payload?: object) => {
      const reply = await app.inject({ method, url, headers: headers as Record<string, string>, payload });
      if (reply.statusCode >= 300)
        throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
      return reply;
    };
    const style = (
      await call('POST', '/api/styles', admin, {
        styleNo: 'LABEL-BENCH',
        name: '男士珠地短袖POLO',
        colours,
        sizes: SIZES,
        processes: processes.map((process) => ({ name: process.name, rate: '0.25' })),
      })
    ).json<{ id: number }>();
    const bed = (
      await call('POST', '/api/cutOrders', clerk, {
        styleId: style.id,
        cutDate: '2026-12-01',
        ratio: SIZES.map((size) => ({ size, ratio: 5 })),
        lays: colours.map((colour, i) => ({ colour, layers: 50, dyeLot: `L${i}`, shade: 'A' })),
        maxPlies: 10,
      })
    ).json<{ id: number; bundles: unknown[] }>();
    // Port 1 of this machine refuses: the queue's tries fail at once and do not compete with the timing.
    const printer = (
      await call('POST', '/api/printers', admin, {
        name: 'Bench TSC',
        protocol: 'zpl',
        host: '127.0.0.1',
        port: 1,
        widthMm: 60,
        heightMm: 40,
      })
    ).json<{ id: number }>();
    console.info(`\nThrough the app (${databaseLabel}), a bed of ${bed.bundles.length} bundles:`);
    console.info('| request | median | slowest | job size |');
    console.info('| --- | ---: | ---: | ---: |');
    for (const [what, run] of [
      [
        'POST api/bundles/print → printer (ZPL 60×40, 203 dpi)',
        () =>
          call('POST', '/api/bundles/print', clerk, {
            cutOrderId: bed.id,
            template: 'label60x40',
            printerId: printer.id,
          }),
      ],
      [
        'GET api/bundles/labels (TSPL 80×60, 300 dpi, processes)',
        () =>
          call(
            'GET',
            `/api/bundles/labels?cutOrderId=${bed.id}&protocol=tspl&template=label80x60&dpi=300&withProcesses=true`,
            clerk,
          ),
      ],
    ] as const) {
      let bytes = 0;
      const samples = await timeRuns(REPEAT, 1, async () => {
        const reply = await run();
        const job = reply.headers['content-type']?.toString().startsWith('application/json')
          ? reply.json<{ job: { bytes: number } }>().job.bytes
          : reply.rawPayload.length;
        bytes = job;
      });
      console.info(
        `| ${what} | ${(quantile(samples, 0.5) / 1000).toFixed(2)} s | ${((samples.at(-1) ?? 0) / 1000).toFixed(2)} s | ${(bytes / 1e6).toFixed(1)} MB |`,
      );
    }
  },
);
