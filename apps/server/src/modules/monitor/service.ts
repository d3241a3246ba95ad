import type {
  MonitorBackup,
  MonitorDatabase,
  MonitorMinute,
  MonitorProcess,
  MonitorRoute,
  MonitorWindow,
  ServerMonitor,
} from '@gbo/contracts';
import type { Database, Db } from '../../db/client';
import { hostFigures } from './host';
import { type Histogram, mergeInto, percentileMs } from './latency';
import {
  addRouteFigures,
  minuteOf,
  type ProcessMonitor,
  type RouteFigures,
  WINDOWS,
} from './process-monitor';
import {
  beat,
  databaseBasics,
  forget,
  liveProcesses,
  type ProcessRow,
  serverActivity,
  slowestStatements,
} from './repository';

/** How often each process writes its heartbeat. */
export const HEARTBEAT_MS = 10_000;
const MINUTE_MS = 60_000;

export type MonitorServiceDeps = {
  db: Db;
  engine: Database['kind'];
  /** This process's own figures (made in app.ts, whose onResponse hook feeds it). */
  processMonitor: ProcessMonitor;
  /** DATA_DIR and BACKUP_DIR, whose disks' free space is shown. */
  dirs: { dataDir: string; backupDir: string };
  log: { error(object: object, message: string): void };
  /** The newest finished backup (the backups module's), shown beside the figures. */
  backups: { newest(): MonitorBackup | null };
  now?: () => number;
};

/**
 * The server monitor (docs/design.md §13): each process writes its figures to its row of `server_processes`
 * every HEARTBEAT_MS, and the monitor's answer combines the rows seen lately (this process's own figures taken
 * live) with the host's and the database's.
 */
export function createMonitorService({
  db,
  engine,
  processMonitor: self,
  dirs,
  log,
  backups,
  now = Date.now,
}: MonitorServiceDeps) {
  /** Starts the heartbeat: one at once (`first`), then every HEARTBEAT_MS; `stop` deletes the row. */
  function startHeartbeat() {
    self.start();
    let running: Promise<void> = Promise.resolve();
    const once = () => {
      running = running.then(async () => {
        self.sample();
        await beat(db, self, self.figures()).catch((error: unknown) =>
          log.error({ err: error }, 'server monitor: could not write this process’s heartbeat'),
        );
      });
      return running;
    };
    const first = once();
    const timer = setInterval(() => void once(), HEARTBEAT_MS);
    timer.unref();
    return {
      first,
      async stop() {
        clearInterval(timer);
        await running;
        self.stop();
        await forget(db, self.id).catch((error: unknown) =>
          log.error({ err: error }, 'server monitor: could not remove this process’s row'),
        );
      },
    };
  }

  async function database(): Promise<MonitorDatabase> {
    const basics = await databaseBasics(db);
    if (engine === 'pglite') {
      // One process in WebAssembly: no server to connect to, no statistics views worth reading, no extensions.
      return {
        engine,
        ...basics,
        connections: null,
        maxConnections: null,
        cacheHitRatio: null,
        longQueries: null,
        lockWaits: null,
        statements: null,
      };
    }
    const [activity, slowest] = await Promise.all([serverActivity(db), slowestStatements(db)]);
    return {
      engine,
      ...basics,
      ...activity,
      statements: { available: slowest !== null, slowest: slowest ?? [] },
    };
  }

  /** The page's figures: every live process, this host, the database, and the requests over every process. */
  async function server(): Promise<ServerMonitor> {
    const at = now();
    const [rows, host, databaseFigures] = await Promise.all([
      liveProcesses(db),
      hostFigures(dirs),
      database(),
    ]);
    const own: ProcessRow = {
      id: self.id,
      host: self.host,
      pid: self.pid,
      version: self.version,
      startedAt: self.startedAt,
      seenAt: new Date(at),
      figures: self.figures(at),
    };
    const processes = [...rows.filter((row) => row.id !== own.id), own].sort(
      (a, b) =>
        a.host.localeCompare(b.host) || a.pid - b.pid || a.startedAt.getTime() - b.startedAt.getTime(),
    );
    return {
      at: new Date(at).toISOString(),
      processes: processes.map((row) => processOf(row, row.id === own.id)),
      host,
      database: databaseFigures,
      http: { windows: windowsOf(processes, at), minutes: minutesOf(processes, at) },
      backup: backups.newest(),
    };
  }

  return { startHeartbeat, server };
}

export type MonitorService = ReturnType<typeof createMonitorService>;

function processOf(row: ProcessRow, current: boolean): MonitorProcess {
  const { figures } = row;
  return {
    id: row.id,
    host: row.host,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    seenAt: row.seenAt.toISOString(),
    uptimeS: figures.uptimeS,
    cpuPct: figures.cpuPct,
    rssBytes: figures.rssBytes,
    heapUsedBytes: figures.heapUsedBytes,
    eventLoopDelayMs: figures.eventLoopDelayMs,
    streams: figures.streams,
    current,
  };
}

const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);

/**
 * The windows over every process: counts added up, and the percentiles of the processes' latency histograms
 * merged (they share their buckets, so the merged one is as exact as each: within a bucket's 19 %), rather
 * than the worst process's p99 or a count-weighted p50. A rate is over the time the window spans so far: its
 * full minutes, the current minute's seconds, and no longer than the oldest process has run.
 */
function windowsOf(processes: ProcessRow[], at: number): MonitorWindow[] {
  const oldestUptimeS = Math.max(...processes.map((row) => row.figures.uptimeS), 1);
  return WINDOWS.map((minutes) => {
    const routes = new Map<string, RouteFigures>();
    let scans = 0;
    for (const row of processes) {
      const window = row.figures.windows.find((candidate) => candidate.minutes === minutes);
      if (!window) continue;
      scans += window.scans;
      for (const route of window.routes) addRouteFigures(routes, `${route.method} ${route.route}`, route);
    }
    const all = [...routes.values()];
    const latency = all.reduce((into, route) => mergeInto(into, route.latency), {} as Histogram);
    const spanS = Math.max(1, Math.min((minutes - 1) * 60 + (at - minuteOf(at)) / 1000, oldestUptimeS));
    const requests = sum(all, (route) => route.count);
    return {
      minutes,
      requests,
      perSecond: Math.round((requests / spanS) * 100) / 100,
      errors4xx: sum(all, (route) => route.errors4xx),
      errors5xx: sum(all, (route) => route.errors5xx),
      p50Ms: percentileMs(latency, 0.5),
      p99Ms: percentileMs(latency, 0.99),
      scans,
      scansPerMinute: Math.round((scans / (spanS / 60)) * 100) / 100,
      routes: all
        .sort(
          (a, b) => b.count - a.count || a.route.localeCompare(b.route) || a.method.localeCompare(b.method),
        )
        .map((route): MonitorRoute => ({
          method: route.method,
          route: route.route,
          count: route.count,
          errors4xx: route.errors4xx,
          errors5xx: route.errors5xx,
          p50Ms: percentileMs(route.latency, 0.5),
          p99Ms: percentileMs(route.latency, 0.99),
        })),
    };
  });
}

/** The last hour minute by minute, oldest first: requests added up, CPU and memory summed, loop delay the worst. */
function minutesOf(processes: ProcessRow[], at: number): MonitorMinute[] {
  const last = minuteOf(at);
  return Array.from({ length: 60 }, (_, index) => {
    const minute = last - (59 - index) * MINUTE_MS;
    const figures = processes.flatMap((row) => row.figures.minutes.filter((m) => m.minute === minute));
    const latency = figures.reduce((into, m) => mergeInto(into, m.latency), {} as Histogram);
    const sampled = figures.filter((m) => m.cpuPct !== null);
    return {
      minute: new Date(minute).toISOString(),
      requests: sum(figures, (m) => m.requests),
      errors4xx: sum(figures, (m) => m.errors4xx),
      errors5xx: sum(figures, (m) => m.errors5xx),
      scans: sum(figures, (m) => m.scans),
      p50Ms: percentileMs(latency, 0.5),
      p99Ms: percentileMs(latency, 0.99),
      cpuPct: sampled.length > 0 ? Math.round(sum(sampled, (m) => m.cpuPct ?? 0) * 100) / 100 : null,
      rssBytes: sampled.length > 0 ? sum(sampled, (m) => m.rssBytes ?? 0) : null,
      eventLoopDelayMs: sampled.length > 0 ? Math.max(...sampled.map((m) => m.eventLoopDelayMs ?? 0)) : null,
    };
  });
}
