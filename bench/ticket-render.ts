/**
 * How long a browser takes to render bundle tickets for printing: the print dialog's own code (the ticket
 * markup with one QR SVG per ticket, bundled from apps/web) builds N tickets of the demo style and puts them
 * in a page, laid out (what the print frame gets). Timed with performance.now in a real Chromium, 5 runs each
 * after a warm-up, median reported.
 *
 *   npx tsx bench/ticket-render.ts                 (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *   npx tsx bench/ticket-render.ts --pdf /tmp/t    also prints 40 tickets of each template to PDFs there
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ticket, TicketPrintResult, TicketTemplate } from '@gbo/contracts';

/** A ticket with its bed's processes, as the print dialog joins them (apps/web's ticket-sheet.ts). */
type PrintedTicket = Ticket & { processes: { seq: number; name: string; rate: string | null }[] };
type TicketSheet = Pick<TicketPrintResult, 'factoryName' | 'template'> & { tickets: PrintedTicket[] };
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const web = path.resolve(import.meta.dirname, '../apps/web');
const bundle = await build({
  stdin: {
    // Built here, not in page.evaluate: the page runs what esbuild made of the app's code.
    contents: `import { ticketSheetHtml } from '@/features/cutting/utils/ticket-sheet';
      globalThis.renderTickets = (result, withProcesses, words) => {
        document.body.replaceChildren();
        const start = performance.now();
        const host = document.createElement('div');
        const html = ticketSheetHtml(result, {
          withProcesses,
          words: { ...words, processesPage: (n, of) => (of > 1 ? 'Processes ' + n + '/' + of : 'Processes') },
        });
        const built = performance.now();
        host.innerHTML = html;
        document.body.append(host);
        // Laid out, as the print frame does before it prints.
        void host.getBoundingClientRect().height;
        const end = performance.now();
        return { total: end - start, markup: built - start, dom: end - built };
      };`,
    resolveDir: path.join(web, 'src'),
    loader: 'js',
  },
  bundle: true,
  write: false,
  format: 'iife',
  minify: true,
  tsconfig: path.join(web, 'tsconfig.json'),
});
const script = bundle.outputFiles[0]?.text ?? '';

const PROCESSES = [
  ['合肩', '0.12'],
  ['做门筒', '0.40'],
  ['上门筒', '0.60'],
  ['上领', '0.45'],
  ['压后领贴', '0.25'],
  ['上袖', '0.35'],
  ['埋夹(拷侧缝)', '0.40'],
  ['冚袖口', '0.25'],
  ['冚脚', '0.25'],
  ['锁眼钉扣', '0.20'],
  ['剪线查衫', '0.20'],
  ['大烫包装', '0.35'],
] as const;
const LAYS = [
  { colour: '黑色 Black', layers: 40, dyeLot: 'G2408-11', shade: 'A' },
  { colour: '白色 White', layers: 30, dyeLot: 'G2408-12', shade: 'A' },
  { colour: '藏青 Navy', layers: 25, dyeLot: 'G2408-13', shade: 'B' },
];
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];

/** `count` tickets like the demo bed's (PL2408), bundle numbers from `firstNo`. */
function tickets(count: number, firstNo = 1, rates = true): TicketSheet['tickets'] {
  return Array.from({ length: count }, (_, i): PrintedTicket => {
    const lay = LAYS[i % LAYS.length] as (typeof LAYS)[number];
    const half = lay.layers > 30 && i % 2 === 1;
    const bundleNo = firstNo + i;
    const ticketNo = 36_000 + bundleNo;
    return {
      id: bundleNo,
      bundleNo,
      ticketNo,
      colour: lay.colour,
      size: SIZES[Math.floor(i / 8) % SIZES.length] as string,
      qty: lay.layers > 30 ? 20 : lay.layers,
      plyFrom: half ? 21 : 1,
      plyTo: lay.layers > 30 ? (half ? 40 : 20) : lay.layers,
      dyeLot: lay.dyeLot,
      shade: lay.shade,
      cutOrderId: 1,
      bedNo: 1,
      styleId: 1,
      styleNo: 'PL2408',
      styleName: '男士珠地短袖POLO',
      status: i === 5 ? 'void' : 'active',
      recut: i === 6,
      note: null,
      voidReason: null,
      printCount: 0,
      qr: `GBO1:1:${ticketNo}:Ab3dE5fG7hJ9`,
      createTime: '2024-08-12T02:00:00.000Z',
      cutDate: '2024-08-12',
      customerName: '杭州优衫贸易',
      orderNo: 'DD-2408-001',
      processes: PROCESSES.map(([name, rate], seq) => ({ seq: seq + 1, name, rate: rates ? rate : null })),
    };
  });
}

const words = {
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
};

/** Milliseconds: all of it, building the markup (QR codes included), parsing and laying it out. */
type Timing = { total: number; markup: number; dom: number };

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({ content: script });

  /** Builds the markup of `result` and lays it out in the page; answers the milliseconds it took. */
  const render = (result: TicketSheet, withProcesses: boolean) =>
    page.evaluate(
      ([result, withProcesses, words]) =>
        (globalThis as unknown as { renderTickets: (...args: unknown[]) => Timing }).renderTickets(
          result,
          withProcesses,
          words,
        ),
      [result, withProcesses, words] as const,
    );

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.info(
    '| tickets | template | processes | median ms | of it: markup + QR | parse + layout | runs (ms) |',
  );
  console.info('| ---: | --- | --- | ---: | ---: | ---: | --- |');
  for (const [count, template, withProcesses] of [
    [500, 'label80x60', false],
    [500, 'label80x60', true],
    [500, 'label60x40', true],
    [500, 'a4', true],
    [2000, 'label80x60', true],
  ] as const) {
    const result: TicketSheet = {
      factoryName: '宁波华裳服饰 Ningbo',
      template,
      tickets: tickets(count),
    };
    await render(result, withProcesses);
    const runs: Timing[] = [];
    for (let run = 0; run < 5; run++) runs.push(await render(result, withProcesses));
    const ms = (key: keyof Timing) => median(runs.map((timing) => timing[key])).toFixed(0);
    console.info(
      `| ${count} | ${template} | ${withProcesses ? 'yes' : 'no'} | **${ms('total')}** | ${ms('markup')} | ${ms('dom')} | ${runs.map((timing) => timing.total.toFixed(0)).join(', ')} |`,
    );
  }

  const pdfIndex = process.argv.indexOf('--pdf');
  if (pdfIndex > 0) {
    const dir = process.argv[pdfIndex + 1] ?? '.';
    fs.mkdirSync(dir, { recursive: true });
    const sizes: Record<TicketTemplate, { width: string; height: string } | { format: 'A4' }> = {
      label60x40: { width: '60mm', height: '40mm' },
      label80x60: { width: '80mm', height: '60mm' },
      a4: { format: 'A4' },
    };
    for (const template of ['label60x40', 'label80x60', 'a4'] as const) {
      for (const withProcesses of [false, true]) {
        const result: TicketSheet = {
          factoryName: '宁波华裳服饰有限公司 Ningbo Huashang Garments',
          template,
          tickets: tickets(40, template === 'a4' ? 9_998 : 1, !withProcesses || template !== 'a4'),
        };
        await render(result, withProcesses);
        await page.emulateMedia({ media: 'print' });
        const file = path.join(dir, `${template}${withProcesses ? '-processes' : ''}.pdf`);
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true, ...sizes[template] });
        console.info(`wrote ${file}`);
      }
    }
  }
} finally {
  await browser.close();
}
