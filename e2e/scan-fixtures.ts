import fs from 'node:fs';
import type {
  Bundle,
  CutOrder,
  CutOrderSummary,
  Page as ListPage,
  SavedCutOrder,
  ScanLookup,
  Style,
} from '@gbo/contracts';
import qrcode from 'qrcode-generator';
import type { ApiSession } from './api-session';

export type FreshBundle = {
  ticketNo: number;
  bundleNo: number;
  qr: string;
  processes: ScanLookup['processes'];
};

/**
 * `count` bundles of PL2408 bed 1 nobody has scanned yet, from the end (the demo scans are on the first ones),
 * as the cutting clerk lists them and the worker looks them up.
 */
export async function unscannedBundles(clerk: ApiSession, worker: ApiSession, count: number) {
  const beds = await clerk.request<ListPage<CutOrderSummary>>('GET', '/api/cutOrders?blurry=PL2408&size=100');
  const bed1 = beds.content.find((bed) => bed.styleNo === 'PL2408' && bed.bedNo === 1);
  if (!bed1) throw new Error('the demo has no PL2408 bed 1');
  const bundles = await clerk.request<ListPage<Bundle>>(
    'GET',
    `/api/bundles?cutOrderId=${bed1.id}&status=active&sort=bundleNo,desc&size=100`,
  );
  const fresh: FreshBundle[] = [];
  for (const bundle of bundles.content) {
    const lookup = await worker.request<ScanLookup>('GET', `/api/scans/lookup?ticket=${bundle.ticketNo}`);
    if (lookup.processes.every((process) => process.doneQty === 0))
      fresh.push({
        ticketNo: bundle.ticketNo,
        bundleNo: bundle.bundleNo,
        qr: bundle.qr,
        processes: lookup.processes,
      });
    if (fresh.length === count) return fresh;
  }
  throw new Error(`fewer than ${count} unscanned bundles left on PL2408 bed 1`);
}

/**
 * A new style (`styleNo` made unique from `prefix`) of the given processes, one colour and size, and a bed of
 * one bundle of `pieces` cut today (`day`): the style, the bundle and the bed's processes by sequence.
 */
export async function styleWithBundle(
  admin: ApiSession,
  { prefix, processes, pieces, day }: { prefix: string; processes: object[]; pieces: number; day: string },
) {
  const style = await admin.request<Style>('POST', '/api/styles', {
    styleNo: `${prefix}-${Date.now() % 1_000_000}`,
    name: `${prefix} shirt`,
    colours: ['蓝'],
    sizes: ['S'],
    processes,
  });
  const bed = await admin.request<SavedCutOrder>('POST', '/api/cutOrders', {
    styleId: style.id,
    cutDate: day,
    ratio: [{ size: 'S', ratio: 1 }],
    lays: [{ colour: '蓝', layers: pieces }],
    maxPlies: 30,
  });
  const bundle = bed.bundles[0];
  if (!bundle) throw new Error('the bed has no bundle');
  const detail = await admin.request<CutOrder>('GET', `/api/cutOrders/${bed.id}`);
  return { style, bundle, processes: [...detail.processes].sort((a, b) => a.seq - b.seq) };
}

/**
 * A camera that films a ticket's QR code: one Y4M frame (640×480, the code black on white in the middle),
 * which Chromium's fake capture device loops (`--use-file-for-fake-video-capture`).
 */
export function qrVideo(text: string, file: string) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const [width, height, module] = [640, 480, 8];
  const left = (width - count * module) / 2;
  const top = (height - count * module) / 2;
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < count * module; y++)
    for (let x = 0; x < count * module; x++)
      if (code.isDark(Math.floor(y / module), Math.floor(x / module))) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;
  fs.writeFileSync(file, Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), luma, chroma]));
}
