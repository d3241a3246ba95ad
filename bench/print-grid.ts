/**
 * Ticket printing and the production grid at volume, on PostgreSQL whose statistics were never gathered (a
 * fresh database, no ANALYZE; run it where autovacuum is off, as the probe of issue 20 did), through the real
 * server process over HTTP, as the Ningbo administrator:
 *
 * - printing a 5,000-bundle bed's bundles by id, and a 20,000-bundle bed's, without processes;
 * - printing the whole 20,000-bundle bed (a style of 200 processes, 100 colours × 50 sizes) with its processes;
 * - the production grid's first page (50 bundles) of that bed.
 *
 * A print is timed as the web dialog makes it: with this code, the preview, the print and every further page
 * of tickets (`next`); the code before answered every ticket from the print itself. Each is run once; the
 * reply bytes are summed over its requests, and the server's peak memory is the highest resident set size
 * (VmRSS of the server process, sampled every 20 ms) while it ran. A request is given up after
 * BENCH_TIMEOUT_SECONDS (180); its query is then cancelled in PostgreSQL, so the next figure starts clean.
 *
 * Usage:  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/print-grid.ts
 * Run from another checkout (its server is the one measured) for the figures of other code.
 */
import fs from 'node:fs';
import pg from 'pg';
import { signIn, withServerBench } from './common';

const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 180) * 1000;

const rssKib = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
};

/** Runs `work` while sampling the server's RSS: its time, its peak and the RSS before (MiB). */
async function measured<T>(pid: number, work: () => Promise<T>) {
  const before = rssKib(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKib(pid));
  }, 20);
  const t0 = performance.now();
  let result: T | undefined;
  let failure: unknown;
  try {
    result = await work();
  } catch (error) {
    failure = error;
  }
  clearInterval(timer);
  return { ms: performance.now() - t0, peakMib: peak / 1024, beforeMib: before / 1024, result, failure };
}

type Page = { tickets: unknown[]; next?: object | null; total?: number };

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('set DATABASE_URL: this bench measures PostgreSQL');
  await withServerBench({ name: 'printgrid', adminUrl, poolSize: 1 }, async (bench) => {
    const { url } = bench.server;
    const pid = bench.server.process.pid as number;
    const token = await signIn(url, '13900000001');
    let bytes = 0;
    const call = async <T>(method: string, target: string, body?: object): Promise<T> => {
      const reply = await fetch(`${url}${target}`, {
        method,
        headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await reply.text();
      bytes += Buffer.byteLength(text);
      if (!reply.ok) throw new Error(`${target}: ${reply.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as T;
    };
    /** Cancels what the server left running in the bench's database (a request given up on). */
    const cancelLeftovers = async () => {
      const admin = new pg.Client({ connectionString: bench.databaseUrl });
      await admin.connect();
      const { rows } = await admin.query<{ n: string }>(
        `select count(pg_cancel_backend(pid)) as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      await admin.end();
      return Number(rows[0]?.n ?? 0);
    };

    // Two styles: the bench's usual one (20 colours × 10 sizes, 12 processes) and a big one.
    const colours = (n: number) => Array.from({ length: n }, (_, i) => `C${String(i + 1).padStart(3, '0')}`);
    const sizes = (n: number) => Array.from({ length: n }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
    const style = async (styleNo: string, c: number, z: number, processes: number) =>
      (
        await call<{ id: number }>('POST', '/api/styles', {
          styleNo,
          name: styleNo,
          colours: colours(c),
          sizes: sizes(z),
          processes: Array.from({ length: processes }, (_, i) => ({
            name: `Process ${i + 1}`,
            rate: '0.25',
          })),
        })
      ).id;
    const bed = (styleId: number, c: number, z: number, layers: number) =>
      call<{ id: number; bundles: { id: number }[] }>('POST', '/api/cutOrders', {
        styleId,
        cutDate: '2026-11-28',
        ratio: sizes(z).map((size) => ({ size, ratio: 1 })),
        lays: colours(c).map((colour) => ({ colour, layers })),
        maxPlies: 10,
      });
    // 20 colours × 50 layers (5 stacks) × 50 size units: 5,000 bundles; 100 × 40 (4 stacks) × 50: 20,000.
    const small = await bed(await style('BENCH-P5', 20, 50, 12), 20, 50, 50);
    const big = await bed(await style('BENCH-P20', 100, 50, 200), 100, 50, 40);
    console.info(`beds: ${small.bundles.length} and ${big.bundles.length} bundles`);

    const print = async (body: object) => {
      // The dialog's preview (this code only), the print, then every further page.
      const hasPreview = await call('POST', '/api/bundles/print/preview', body).then(
        () => true,
        (error: unknown) => {
          if (String(error).includes('Not found: POST')) return false;
          throw error;
        },
      );
      const first = await call<Page>('POST', '/api/bundles/print', body);
      let tickets = first.tickets.length;
      let requests = hasPreview ? 2 : 1;
      for (let next = first.next; next; requests++) {
        const page = await call<Page>('POST', '/api/bundles/print/tickets', { ...body, after: next });
        tickets += page.tickets.length;
        next = page.next;
      }
      return `${tickets} tickets, ${requests} requests`;
    };

    const cases: [string, () => Promise<string>][] = [
      [
        'print 5,000 bundles by id',
        () => print({ template: 'a4', bundleIds: small.bundles.map((b) => b.id) }),
      ],
      [
        'print 20,000 bundles by id',
        () => print({ template: 'a4', bundleIds: big.bundles.map((b) => b.id) }),
      ],
      [
        'print the 20,000-bundle bed with its 200 processes',
        () => print({ template: 'label80x60', cutOrderId: big.id, withProcesses: true }),
      ],
      [
        'production grid, first page of that bed',
        async () => {
          const grid = await call<{ breakdown: unknown[] }>(
            'GET',
            `/api/production?cutOrderId=${big.id}&page=0&size=50`,
          );
          return `breakdown ${grid.breakdown.length} rows`;
        },
      ],
    ];
    console.info('| what | ms | reply MiB | server RSS before MiB | server peak RSS MiB | answered |');
    console.info('|---|--:|--:|--:|--:|---|');
    for (const [name, work] of cases) {
      bytes = 0;
      const figures = await measured(pid, work);
      const outcome =
        figures.failure === undefined
          ? (figures.result ?? '')
          : `failed: ${(figures.failure instanceof Error ? `${figures.failure.message} ${figures.failure.cause instanceof Error ? figures.failure.cause.message : ''}` : '?').slice(0, 160)}; cancelled ${await cancelLeftovers()} queries`;
      console.info(
        `| ${name} | ${figures.ms.toFixed(0)} | ${(bytes / 1048576).toFixed(1)} | ${figures.beforeMib.toFixed(0)} | ${figures.peakMib.toFixed(0)} | ${outcome} |`,
      );
    }
  });
}

await main();
