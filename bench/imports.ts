/**
 * Excel import: a process sheet of 5,000 rows (125 styles × 40 processes) sent to the real server process over
 * loopback HTTP as the Ningbo administrator: `POST api/imports/processes?dryRun=true` (the check) and the write.
 * The 125 styles come first from a styles sheet through the same import.
 *
 * Timed (each REPEAT times, after one warm-up, median and slowest):
 *  - the check of the 5,000 new processes;
 *  - the write of them (each run on another 125 styles, so every write creates 5,000 processes);
 *  - the check and the write of the same sheet with every rate changed and action update (replaces them).
 *
 * Usage:  npx tsx bench/imports.ts                                    (PGlite in a temp directory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/imports.ts
 * Last, once: a styles sheet of BIG_STYLES rows (the row limit) checked and written.
 * BENCH_REPEAT (5), BENCH_STYLES (125), BENCH_PROCESSES (40), BENCH_BIG_STYLES (20000; 0 skips it).
 */
import ExcelJS from 'exceljs';
import { signIn, withServerBench } from './common';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const STYLES = Number(process.env.BENCH_STYLES ?? 125);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 40);
/** A styles sheet at the row limit, checked and written once (0 skips it). */
const BIG_STYLES = Number(process.env.BENCH_BIG_STYLES ?? 20_000);

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const styleNos = (batch: number) =>
  Array.from({ length: STYLES }, (_, i) => `BI${batch}-${String(i + 1).padStart(3, '0')}`);

const stylesSheet = (batch: number) =>
  xlsx([
    ['Style no.', 'Style name', 'Colours', 'Sizes'],
    ...styleNos(batch).map((no) => [no, `Bench ${no}`, 'Navy, White', 'S, M, L, XL']),
  ]);

const processSheet = (batch: number, action: string | null, rateCents: number) =>
  xlsx([
    ['Action', 'Style no.', 'Seq.', 'Process', 'Stage', 'Rate', 'Size rates', 'SAM'],
    ...styleNos(batch).flatMap((no) =>
      Array.from({ length: PROCESSES }, (_, i) => [
        action,
        no,
        i + 1,
        `Process ${i + 1}`,
        'sewing',
        (rateCents / 100 + i / 1000).toFixed(3),
        'XL:0.6',
        '0.85',
      ]),
    ),
  ]);

async function main() {
  await withServerBench({ name: 'imports', adminUrl: process.env.DATABASE_URL }, async (bench) => {
    const { url } = bench.server;
    const token = await signIn(url, '13900000001');
    const send = async (kind: string, file: Buffer, dryRun: boolean) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'import.xlsx');
      const started = performance.now();
      const response = await fetch(`${url}/api/imports/${kind}${dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        headers: { authorization: token },
        body: form,
      });
      const ms = performance.now() - started;
      const body = (await response.json()) as { errorCount?: number; creates?: number; updates?: number };
      if (response.status !== 200 || body.errorCount)
        throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 400)}`);
      return { ms, body };
    };
    const rows: string[] = [];
    const report = (name: string, times: number[], file: Buffer) => {
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
      rows.push(
        `| ${name} | ${bench.databaseLabel} | ${(file.length / 1024).toFixed(0)} | ${times.length} | ${median.toFixed(0)} | ${(sorted.at(-1) ?? NaN).toFixed(0)} |`,
      );
    };

    const checks: number[] = [];
    const writes: number[] = [];
    const updateChecks: number[] = [];
    const updates: number[] = [];
    let sample: Buffer | undefined;
    for (let batch = 0; batch <= REPEAT; batch++) {
      await send('styles', await stylesSheet(batch), false);
      const file = await processSheet(batch, null, 40);
      sample = file;
      const check = await send('processes', file, true);
      const written = await send('processes', file, false);
      if (written.body.creates !== STYLES * PROCESSES) throw new Error(`wrote ${written.body.creates}`);
      const changed = await processSheet(batch, 'update', 45);
      const updateCheck = await send('processes', changed, true);
      const updated = await send('processes', changed, false);
      if (updated.body.updates !== STYLES * PROCESSES) throw new Error(`updated ${updated.body.updates}`);
      if (batch === 0) continue; // warm-up
      checks.push(check.ms);
      writes.push(written.ms);
      updateChecks.push(updateCheck.ms);
      updates.push(updated.ms);
    }
    if (BIG_STYLES > 0) {
      const big = await xlsx([
        ['Style no.', 'Style name', 'Colours', 'Sizes'],
        ...Array.from({ length: BIG_STYLES }, (_, i) => [
          `BIG-${i}`,
          `Big ${i}`,
          'Navy, White',
          'S, M, L, XL',
        ]),
      ]);
      report(`check ${BIG_STYLES} new styles (dryRun)`, [(await send('styles', big, true)).ms], big);
      report(`write ${BIG_STYLES} new styles`, [(await send('styles', big, false)).ms], big);
    }
    const file = sample as Buffer;
    report(`check ${STYLES * PROCESSES} new processes (dryRun)`, checks, file);
    report(`write ${STYLES * PROCESSES} new processes`, writes, file);
    report(`check ${STYLES * PROCESSES} changed processes (dryRun)`, updateChecks, file);
    report(`write ${STYLES * PROCESSES} changed processes (replace)`, updates, file);
    console.info('| operation | database | file KiB | runs | median ms | slowest ms |');
    console.info('|---|---|---|---|---|---|');
    for (const row of rows) console.info(row);
  });
}

await main();
