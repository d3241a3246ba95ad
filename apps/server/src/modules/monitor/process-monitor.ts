import os from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEventStreamResponse, openEventStreamCount } from '../../lib/event-stream';
import { addSample, type Histogram, mergeInto } from './latency';
import type { Prometheus } from './prometheus';

/**
 * What one server process knows of itself, kept in memory (docs/design.md §13): its requests minute by minute
 * for the last hour (a ring of 60 minutes: per route a count, its 4xx and 5xx, a latency histogram), its
 * scans, and a sample of its CPU, memory and event-loop delay every heartbeat. Its figures go into its
 * heartbeat row, where the monitor's API combines every process's.
 */

/** The routes that record a scan: a successful POST there is one scan (modules/scans/routes.ts). */
export const SCAN_ROUTES: ReadonlySet<string> = new Set(['POST /api/scans']);
/** The route of a request no route answered. */
export const UNMATCHED = 'unmatched';
const MINUTE_MS = 60_000;
/** Minutes kept: the last hour. */
const RING = 60;
/** The windows a heartbeat sums its routes over. */
export const WINDOWS = [5, 60] as const;

export type RouteFigures = {
  method: string;
  route: string;
  count: number;
  errors4xx: number;
  errors5xx: number;
  latency: Histogram;
};

/** Adds one route's figures to the totals kept by `key` (method and route), over minutes or processes. */
export function addRouteFigures(routes: Map<string, RouteFigures>, key: string, route: RouteFigures): void {
  const into = routes.get(key) ?? { ...route, count: 0, errors4xx: 0, errors5xx: 0, latency: {} };
  into.count += route.count;
  into.errors4xx += route.errors4xx;
  into.errors5xx += route.errors5xx;
  mergeInto(into.latency, route.latency);
  routes.set(key, into);
}

/** One minute of a process: its requests over every route, and its samples' CPU, memory and loop delay. */
export type MinuteFigures = {
  /** The minute's start, ms since the epoch. */
  minute: number;
  requests: number;
  errors4xx: number;
  errors5xx: number;
  scans: number;
  latency: Histogram;
  /** The mean of the minute's samples; null: none taken in it. */
  cpuPct: number | null;
  /** The largest of the minute's samples. */
  rssBytes: number | null;
  eventLoopDelayMs: number | null;
};

export type WindowFigures = { minutes: number; scans: number; routes: RouteFigures[] };

/** A sample of the process, taken at each heartbeat. */
export type ProcessSample = {
  cpuPct: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopDelayMs: number;
};

/** What a process reports in its heartbeat row (`server_processes.figures`). */
export type ProcessFigures = ProcessSample & {
  uptimeS: number;
  streams: number;
  windows: WindowFigures[];
  minutes: MinuteFigures[];
};

type Slot = {
  minute: number;
  routes: Map<string, RouteFigures>;
  scans: number;
  cpuSum: number;
  samples: number;
  rssMax: number | null;
  loopMax: number | null;
};

export const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** Each process's start time differs from the one before (two apps in one test process keep their ids apart). */
let lastStart = 0;

export type ProcessMonitorOptions = {
  version: string;
  /** The /metrics histogram, when METRICS_TOKEN turns it on. */
  prometheus?: Prometheus | null;
  /** The clock (ms since the epoch). */
  now?: () => number;
};

export function createProcessMonitor({ version, prometheus = null, now = Date.now }: ProcessMonitorOptions) {
  const startMs = Math.max(now(), lastStart + 1);
  lastStart = startMs;
  const host = os.hostname();
  const identity = {
    id: `${host}:${process.pid}:${new Date(startMs).toISOString()}`,
    host,
    pid: process.pid,
    version,
    startedAt: new Date(startMs),
  };
  const ring: (Slot | undefined)[] = new Array<Slot | undefined>(RING);
  let loopDelay: IntervalHistogram | undefined;
  let lastCpu = process.cpuUsage();
  let lastWall = process.hrtime.bigint();
  let latest: ProcessSample = {
    cpuPct: 0,
    rssBytes: process.memoryUsage.rss(),
    heapUsedBytes: 0,
    eventLoopDelayMs: 0,
  };

  /** The minute's slot, emptied first when it still holds a minute an hour old. */
  function slotAt(ms: number): Slot {
    const minute = minuteOf(ms);
    const index = (minute / MINUTE_MS) % RING;
    const slot = ring[index];
    if (slot?.minute === minute) return slot;
    const fresh: Slot = {
      minute,
      routes: new Map(),
      scans: 0,
      cpuSum: 0,
      samples: 0,
      rssMax: null,
      loopMax: null,
    };
    ring[index] = fresh;
    return fresh;
  }

  /** Counts one answered request. */
  function record(method: string, route: string, status: number, ms: number, at = now()): void {
    const slot = slotAt(at);
    const key = `${method} ${route}`;
    let figures = slot.routes.get(key);
    if (!figures) {
      figures = { method, route, count: 0, errors4xx: 0, errors5xx: 0, latency: {} };
      slot.routes.set(key, figures);
    }
    figures.count += 1;
    if (status >= 400 && status < 500) figures.errors4xx += 1;
    if (status >= 500) figures.errors5xx += 1;
    addSample(figures.latency, ms);
    if (status >= 200 && status < 300 && SCAN_ROUTES.has(key)) slot.scans += 1;
    prometheus?.observe(method, route, status, ms);
  }

  /**
   * The app-level onResponse hook: the route's pattern, never the URL (unmatched: "unmatched"). An event
   * stream ends hours after it began: it is counted among the open streams, not as a request's latency.
   */
  async function onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (isEventStreamResponse(reply.raw)) return;
    record(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime);
  }

  /** Samples CPU (its time over wall time since the last sample), memory and the event loop's delay. */
  function sample(at = now()): ProcessSample {
    const cpu = process.cpuUsage(lastCpu);
    const wall = process.hrtime.bigint();
    const wallMicros = Number(wall - lastWall) / 1000;
    lastCpu = process.cpuUsage();
    lastWall = wall;
    const memory = process.memoryUsage();
    const delay = loopDelay && loopDelay.count > 0 ? loopDelay.percentile(99) / 1e6 : 0;
    loopDelay?.reset();
    latest = {
      cpuPct: wallMicros > 0 ? round((100 * (cpu.user + cpu.system)) / wallMicros) : 0,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopDelayMs: round(delay),
    };
    const slot = slotAt(at);
    slot.cpuSum += latest.cpuPct;
    slot.samples += 1;
    slot.rssMax = Math.max(slot.rssMax ?? 0, latest.rssBytes);
    slot.loopMax = Math.max(slot.loopMax ?? 0, latest.eventLoopDelayMs);
    return latest;
  }

  /** The slots of the last `minutes` minutes (the current one included), oldest first. */
  function slotsWithin(minutes: number, at: number): Slot[] {
    const from = minuteOf(at) - (minutes - 1) * MINUTE_MS;
    return ring
      .filter((slot): slot is Slot => slot !== undefined && slot.minute >= from && slot.minute <= at)
      .sort((a, b) => a.minute - b.minute);
  }

  /** This process's figures now: the latest sample, and its requests over the windows and minute by minute. */
  function figures(at = now()): ProcessFigures {
    const windows = WINDOWS.map((minutes) => {
      const routes = new Map<string, RouteFigures>();
      let scans = 0;
      for (const slot of slotsWithin(minutes, at)) {
        scans += slot.scans;
        for (const [key, route] of slot.routes) addRouteFigures(routes, key, route);
      }
      return { minutes, scans, routes: [...routes.values()] };
    });
    const minutes = slotsWithin(RING, at).map((slot): MinuteFigures => {
      const routes = [...slot.routes.values()];
      return {
        minute: slot.minute,
        requests: routes.reduce((sum, route) => sum + route.count, 0),
        errors4xx: routes.reduce((sum, route) => sum + route.errors4xx, 0),
        errors5xx: routes.reduce((sum, route) => sum + route.errors5xx, 0),
        scans: slot.scans,
        latency: routes.reduce((into, route) => mergeInto(into, route.latency), {} as Histogram),
        cpuPct: slot.samples > 0 ? round(slot.cpuSum / slot.samples) : null,
        rssBytes: slot.rssMax,
        eventLoopDelayMs: slot.loopMax,
      };
    });
    return {
      ...latest,
      uptimeS: Math.max(0, Math.round((at - startMs) / 1000)),
      streams: openEventStreamCount(),
      windows,
      minutes,
    };
  }

  return {
    ...identity,
    record,
    onResponse,
    sample,
    figures,
    /** Starts measuring the event loop's delay (the heartbeat samples it). */
    start() {
      loopDelay ??= monitorEventLoopDelay({ resolution: 20 });
      loopDelay.enable();
    },
    stop() {
      loopDelay?.disable();
    },
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export type ProcessMonitor = ReturnType<typeof createProcessMonitor>;
