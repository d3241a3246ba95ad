/**
 * Standard minutes, attendance and efficiency at volume (docs/design.md §11): `GET api/efficiency` per
 * grouping, `GET api/attendance` and the line board (`GET api/board`), through the real app (`app.inject`, no
 * network) on the real database.
 *
 * Set-up (Ningbo, demo data): WORKERS (300) more workers, half in "Sewing line 1", half in "Sewing line 2"
 * (users, members and their worker role written with SQL, as bench/common.ts's makeWorkers does); a style of
 * 12 processes with standard minutes from 0.4 to 1.6 (`sam`, through `POST api/styles`); beds of 20,000
 * bundles of 10 pieces (through the API) until SCANS (2,000,000) (bundle, process) pairs are covered; then
 * one full scan of each pair, bulk-loaded with SQL a bed at a time without the scans' per-row triggers (as
 * bench/common.ts's scanBed does): the bundles in order over the last DAYS (30) days up to today (a 30th of
 * the scans is today's), a bundle's 12 processes on one day by one line (bundles alternate between the two
 * lines), each by one of the line's workers (each does two or three processes), scan times spread over
 * 08:00–17:00 Asia/Shanghai (today's no later than now), each scan's `sam` its bed's process's. The day
 * totals (with migration 0021's `valid_earned` and `valid_sam_qty`) are then added once per worker and day
 * through `scan_day_totals_add`, the hour totals (migration 0024) once per worker, day, hour and process through
 * `scan_hour_totals_add`, and the bundles' finished pieces refreshed once. Attendance: a record for 9
 * worker-days in 10 (clock-in 07:50–07:59, clock-out 17:00–17:29; today's still open while it is before
 * then). VACUUM ANALYZE.
 *
 * Timed, as the Ningbo administrator, each REPEAT (5) times after one warm-up (median, slowest, reply size):
 * `GET api/efficiency` of the last 31 days (today-30 to today) by worker, dept, day and week, and of the last
 * 7 days by hour; `GET api/attendance` of the last 7 days, first page of 100; and the board of "Sewing line 1"
 * (a display link issued by `POST api/boardLinks`, then `GET api/board` with its key in `x-board-key`).
 *
 * Usage:  npx tsx bench/efficiency.ts                          (embedded PGlite, in memory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/efficiency.ts
 * BENCH_SCANS (2000000), BENCH_WORKERS (300), BENCH_REPEAT (5), BENCH_EXPLAIN (1: EXPLAIN ANALYZE each
 * statement of the efficiency by worker and by hour, the roster and the board at the end). With DATABASE_URL a
 * fresh database is created and dropped afterwards. The app's pool on PostgreSQL has 4 connections.
 */
import { BOARD_KEY_HEADER } from '@gbo/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client';
import { createFigures } from '../apps/server/src/modules/figures';
import type { MemberFilter } from '../apps/server/src/modules/people';
import {
  BULK_LOAD_TRIGGERS,
  addHourTotals,
  PROCESSES,
  type Run,
  bedBody,
  quantile,
  refreshFinished,
  styleBody,
  timeRuns,
  transaction,
  withAppBench,
} from './common';

const SCANS = Number(process.env.BENCH_SCANS ?? 2_000_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 300);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const DAYS = 30;
/** bedBody's ratio for 20,000 bundles (the most a bed may have). */
const BED_RATIO = 20;
const BUNDLES_PER_BED = 20_000;
const TIME_ZONE = 'Asia/Shanghai';
const LINES = ['Sewing line 1', 'Sewing line 2'];

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });

/** Standard minutes of process i (0-based): 0.4 to 1.6 in steps over the 12. */
const samOf = (i: number) => (0.4 + (1.2 * i) / (PROCESSES - 1)).toFixed(3);

async function addWorkers(run: Run, count: number): Promise<void> {
  await run(
    `with made as (
       insert into users (mobile, name, password_hash)
       select '135' || lpad(g::text, 8, '0'), 'Line worker ' || g,
              (select password_hash from users where mobile = '13900000011')
       from generate_series(1, $1::int) g
       returning id, mobile),
     joined as (
       insert into members (factory_id, user_id, job_number, dept_id)
       select 1, made.id, 'E' || right(made.mobile, 5),
              (select id from depts where factory_id = 1
                 and name = case when right(made.mobile, 1)::int % 2 = 1 then $2 else $3 end)
       from made
       returning id)
     insert into member_roles (factory_id, member_id, role_id)
     select 1, joined.id, (select id from roles where factory_id = 1 and code = 'worker') from joined`,
    [count, LINES[0], LINES[1]],
  );
}

/**
 * One full scan of each (bundle, process) of a bed, the pairs numbered on from `first` (all beds in order)
 * up to `limit`: pair g's bundle is g / 12, its day g·DAYS / total days after the oldest, its line the
 * bundle's parity, its worker one of the line's by (bundle, process). Without the per-row triggers; the
 * number of scans written.
 */
async function scanBed(run: Run, cutOrderId: number, first: number, limit: number): Promise<number> {
  return transaction(run, async () => {
    await run(`alter table scans ${BULK_LOAD_TRIGGERS.map((name) => `disable trigger ${name}`).join(', ')}`);
    const { count } = await run(
      `with workers as (
         select m.id, case when d.name = $5 then 0 else 1 end as line,
                row_number() over (partition by d.name order by m.id) - 1 as n,
                count(*) over (partition by d.name) as of_line
         from members m join users u on u.id = m.user_id join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
         where m.factory_id = 1 and u.mobile like '135%'),
       pairs as (
         select b.id as bundle_id, b.qty, p.id as process_id, p.rate, p.sam, p.seq,
                $2::bigint + row_number() over (order by b.bundle_no, p.seq) - 1 as g
         from bundles b join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
         where b.factory_id = 1 and b.cut_order_id = $1::bigint
         order by b.bundle_no, p.seq
         limit $3::int),
       placed as (
         select pairs.*, pairs.g / ${PROCESSES} as bundle_n,
                (now() at time zone '${TIME_ZONE}')::date - (${DAYS - 1} - (pairs.g * ${DAYS} / $4::bigint))::int
                  as work_date
         from pairs)
       insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate, amount,
                          sam, work_date, scan_time, request_id)
       select 1, s.bundle_id, $1::bigint, s.process_id, w.id, w.id, s.qty, s.rate, s.qty * s.rate, s.sam, s.work_date,
              least(now(), (s.work_date + time '08:00') at time zone '${TIME_ZONE}'
                             + make_interval(secs => (s.g * 7919 % 32400)::int)),
              'eff-' || s.g
       from placed s
       join workers w on w.line = s.bundle_n % 2 and w.n = ((s.bundle_n / 2) * ${PROCESSES} + s.seq) % w.of_line
       order by s.work_date, s.g`,
      [cutOrderId, first, limit, SCANS, LINES[0]],
    );
    await run(`alter table scans ${BULK_LOAD_TRIGGERS.map((name) => `enable trigger ${name}`).join(', ')}`);
    return count;
  });
}

/**
 * The day totals of the bench's scans, once per worker and day (earned minutes too), their hour totals, and
 * attendance.
 */
async function totalsAndAttendance(run: Run, cutOrderIds: number[]): Promise<void> {
  await transaction(run, async () => {
    await run(
      `select scan_day_totals_add(factory_id, work_date, worker_id, count(*)::int, count(*)::int, sum(qty)::bigint,
         sum(amount), 0, 0, 0, coalesce(sum(qty * sam), 0), coalesce(sum(qty) filter (where sam is not null), 0)::bigint)
       from scans where factory_id = 1 and request_id like 'eff-%' group by factory_id, work_date, worker_id
       order by factory_id, work_date, worker_id`,
    );
    await addHourTotals(run, "s.request_id like 'eff-%'");
    await refreshFinished(run, cutOrderIds);
    await run(
      `insert into attendance (factory_id, worker_id, work_date, clock_in, clock_out, updated_by)
       select 1, m.id, d.day, a.clock_in,
              case when d.day = local.today and local.now_time < a.clock_out then null else a.clock_out end,
              m.id
       from members m join users u on u.id = m.user_id
       cross join (select (now() at time zone '${TIME_ZONE}')::date as today,
                          (now() at time zone '${TIME_ZONE}')::time as now_time) local
       cross join lateral generate_series(local.today - ${DAYS - 1}, local.today, interval '1 day') g(at)
       cross join lateral (select g.at::date as day) d
       cross join lateral (select time '07:50' + make_interval(mins => (m.id % 10)::int) as clock_in,
                                  time '17:00' + make_interval(mins => (m.id % 30)::int) as clock_out) a
       where m.factory_id = 1 and u.mobile like '135%'
         and (m.id + (d.day - local.today)) % 10 <> 0
         and not (d.day = local.today and local.now_time < a.clock_in)`,
    );
  });
}

async function main() {
  await withAppBench(
    { name: 'efficiency', adminUrl: process.env.DATABASE_URL },
    async ({ app, databaseLabel, signIn, withSql }) => {
      const admin = await signIn('13900000001');
      const clerk = await signIn('13900000002');
      const call = async (
        method: 'GET' | 'POST',
        url: string,
        headers: Record<string, string>,
        payload?: object,
      ) => {
        const reply = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
        return reply;
      };

      // ---- the workers, the style, its beds and their scans ----
      const started = performance.now();
      await withSql((run) => addWorkers(run, WORKERS));
      const body = styleBody('BENCH-EFF');
      const style = (
        await call('POST', '/api/styles', admin, {
          ...body,
          processes: body.processes.map((p, i) => ({ ...p, sam: samOf(i) })),
        })
      ).json<{ id: number; samTotal: string | null }>();
      const beds: number[] = [];
      let scans = 0;
      let loadMs = 0;
      while (scans < SCANS) {
        const bed = (
          await call('POST', '/api/cutOrders', clerk, bedBody(style.id, { ratio: BED_RATIO }))
        ).json<{ id: number }>();
        beds.push(bed.id);
        const t0 = performance.now();
        const limit = Math.min(BUNDLES_PER_BED * PROCESSES, SCANS - scans);
        scans += await withSql((run) => scanBed(run, bed.id, scans, limit));
        loadMs += performance.now() - t0;
        console.info(`bed ${beds.length}: ${scans.toLocaleString('en')} scans`);
      }
      const t1 = performance.now();
      await withSql((run) => totalsAndAttendance(run, beds));
      await withSql((run) => run('vacuum analyze'));
      const counts = await withSql(async (run) => {
        const { rows } = await run<Record<string, string>>(
          `select (select count(*) from scans where factory_id = 1)::text as scans,
             (select count(*) from scans where factory_id = 1
                and work_date = (now() at time zone '${TIME_ZONE}')::date)::text as today,
             (select count(*) from scan_day_totals where factory_id = 1)::text as worker_days,
             (select count(*) from attendance where factory_id = 1)::text as attendance,
             (select sum(valid_earned)::text from scan_day_totals where factory_id = 1) as earned,
             (select sum(valid_earned)::text from scan_hour_totals where factory_id = 1) as hour_earned,
             (select sum(qty * sam)::text from scans where factory_id = 1 and status = 'valid') as earned_check,
             pg_size_pretty(pg_total_relation_size('scans')) as scans_size`,
        );
        return rows[0] ?? {};
      });
      if (counts.earned !== counts.earned_check)
        throw new Error(`day totals ${counts.earned} ≠ scans' ${counts.earned_check}`);
      if (counts.hour_earned !== counts.earned_check)
        throw new Error(`hour totals ${counts.hour_earned} ≠ scans' ${counts.earned_check}`);
      console.info(
        `${databaseLabel}: ${counts.scans} scans (${counts.today} today) in ${beds.length} beds of style SAM ${style.samTotal}, ` +
          `${counts.worker_days} worker-days, ${counts.attendance} attendance records, scans ${counts.scans_size}; ` +
          `set up in ${((performance.now() - started) / 1000).toFixed(0)} s (scans ${(loadMs / 1000).toFixed(0)} s, ` +
          `totals + attendance + vacuum ${((performance.now() - t1) / 1000).toFixed(0)} s)`,
      );

      // ---- the display link ----
      const lineId = await withSql(async (run) => {
        const { rows } = await run<{ id: string }>(
          `select id::text from depts where factory_id = 1 and name = $1`,
          [LINES[0]],
        );
        return Number(rows[0]?.id);
      });
      const link = (
        await call('POST', '/api/boardLinks', admin, { deptId: lineId, name: 'Bench board' })
      ).json<{ key: string }>();

      // ---- the figures ----
      const rows: string[] = [];
      const time = async (what: string, url: string, headers: Record<string, string>) => {
        let bytes = 0;
        let items = 0;
        const samples = await timeRuns(REPEAT, 1, async () => {
          const reply = await call('GET', url, headers);
          bytes = reply.rawPayload.length;
          const answer = reply.json<unknown>();
          items = Array.isArray(answer)
            ? answer.length
            : ((answer as { content?: unknown[] }).content?.length ?? 1);
        });
        rows.push(
          `| ${what} | ${quantile(samples, 0.5).toFixed(0)} | ${(samples.at(-1) ?? 0).toFixed(0)} | ${items} | ${(bytes / 1024).toFixed(1)} |`,
        );
        console.info(rows.at(-1));
      };
      const month = `from=${day(DAYS)}&to=${day(0)}`;
      const week = `from=${day(6)}&to=${day(0)}`;
      for (const groupBy of ['worker', 'dept', 'day', 'week'])
        await time(`efficiency by ${groupBy}, 31 days`, `/api/efficiency?${month}&groupBy=${groupBy}`, admin);
      await time('efficiency by hour, 7 days', `/api/efficiency?${week}&groupBy=hour`, admin);
      await time('attendance, 7 days, first page of 100', `/api/attendance?${week}&page=0&size=100`, admin);
      await time('board of Sewing line 1', '/api/board', { [BOARD_KEY_HEADER]: link.key });

      console.info(`\ndatabase: ${databaseLabel}, ${counts.scans} scans`);
      console.info('| request | median ms | slowest ms | rows | reply KiB |');
      console.info('|---|---|---|---|---|');
      for (const row of rows) console.info(row);

      if (process.env.BENCH_EXPLAIN) {
        const today = day(0);
        const line: MemberFilter = { deptId: lineId };
        const cases: [string, (figures: ReturnType<typeof createFigures>) => Promise<unknown>][] = [
          ['workerDays, 31 days (efficiency)', (f) => f.workerDays(1, { from: day(DAYS), to: today }, {})],
          ['hourTotals, 7 days (by hour)', (f) => f.hourTotals(1, { from: day(6), to: today }, {})],
          [
            'attendanceRoster, 7 days, page of 100',
            (f) => f.attendanceRoster(1, { from: day(6), to: today }, {}, { page: 0, size: 100 }),
          ],
          ['board: workerDays, today, line', (f) => f.workerDays(1, { from: today, to: today }, line)],
          ['board: styleOfTheDay', (f) => f.styleOfTheDay(1, today, line)],
          ['board: outputByHour', (f) => f.outputByHour(1, today, line, style.id)],
          ['board: workerHours, today, line', (f) => f.workerHours(1, { from: today, to: today }, line)],
          ['board: processesInHand, 7 days', (f) => f.processesInHand(1, style.id, line, day(6))],
          [
            'board: qualitySummary by dept, today',
            (f) => f.qualitySummary(1, { from: today, to: today, groupBy: 'dept' }, false),
          ],
        ];
        for (const [what, send] of cases) {
          for (const plan of await explain(withSql, send)) console.info(`\n---- ${what}\n${plan}`);
        }
      }
    },
  );
}

/** Each statement `send` makes, explained (ANALYZE, BUFFERS) with its run on the bench's database. */
async function explain(
  withSql: <T>(work: (run: Run) => Promise<T>) => Promise<T>,
  send: (figures: ReturnType<typeof createFigures>) => Promise<unknown>,
): Promise<string[]> {
  const statements: SQL[] = [];
  const capture = {
    execute: (sent: SQL) => {
      statements.push(sent);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Db;
  await send(createFigures({ db: capture }));
  const plans: string[] = [];
  for (const statement of statements) {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    const { rows } = await withSql((run) =>
      run<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params),
    );
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

await main();
