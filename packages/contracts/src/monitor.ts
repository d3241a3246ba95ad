import { z } from 'zod';

/**
 * `GET api/monitor/server`: the server monitor's figures (platform operators, `server:list`; docs/design.md
 * §13). Times are ISO 8601; durations and sizes are plain numbers in the unit their name says. A figure the
 * database cannot give (PGlite has no connections, statistics views or pg_stat_statements) is null.
 */

/** One server process, as it last reported itself through the database (the answering one: as it is now). */
export const monitorProcessSchema = z.object({
  /** host:pid:startedAt. */
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.string(),
  /** When it last reported (every ~10 s; one silent for 30 s is left out). */
  seenAt: z.string(),
  uptimeS: z.number(),
  /** CPU time over wall time since its previous report: 100 is one core busy. */
  cpuPct: z.number(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  /** The 99th percentile of the event loop's delay since its previous report. */
  eventLoopDelayMs: z.number(),
  /** Its open server-sent event streams (dashboards, line boards). */
  streams: z.number().int(),
  /** The process that answered this request. */
  current: z.boolean(),
});
export type MonitorProcess = z.infer<typeof monitorProcessSchema>;

/** Free space where a directory lives. */
export const monitorDiskSchema = z.object({
  /** data: DATA_DIR; backups: BACKUP_DIR. */
  kind: z.enum(['data', 'backups']),
  /** The directory as configured. */
  path: z.string(),
  /** The directory measured: the configured one, else its nearest existing parent (not created yet); null: none. */
  measuredPath: z.string().nullable(),
  freeBytes: z.number().nullable(),
  totalBytes: z.number().nullable(),
});
export type MonitorDisk = z.infer<typeof monitorDiskSchema>;

/** The machine the answering process runs on. */
export const monitorHostSchema = z.object({
  hostname: z.string(),
  platform: z.string(),
  cpus: z.number().int(),
  /** The 1, 5 and 15 minute load averages (0 on Windows). */
  loadAvg: z.array(z.number()),
  totalMemBytes: z.number(),
  freeMemBytes: z.number(),
  disks: z.array(monitorDiskSchema),
});
export type MonitorHost = z.infer<typeof monitorHostSchema>;

export const monitorTableSchema = z.object({
  name: z.string(),
  /**
   * Its live rows: PostgreSQL's estimate (its statistics, or the planner's), counted exactly for a small table
   * that has none (PGlite keeps no statistics across restarts); null: a large table never analysed.
   */
  rows: z.number().nullable(),
  /** With its indexes and TOAST. */
  bytes: z.number(),
});
export type MonitorTable = z.infer<typeof monitorTableSchema>;

/** A statement running longer than a second, or waiting for a lock. */
export const monitorActivitySchema = z.object({
  pid: z.number().int(),
  /** Seconds since the statement began. */
  seconds: z.number(),
  state: z.string().nullable(),
  /** What it waits for (PostgreSQL's wait_event_type: wait_event), null when it does not wait. */
  waiting: z.string().nullable(),
  /** The processes holding the lock it waits for. */
  blockedBy: z.array(z.number().int()),
  /** The statement's text, cut to 300 characters. */
  query: z.string(),
});
export type MonitorActivity = z.infer<typeof monitorActivitySchema>;

export const monitorStatementSchema = z.object({
  query: z.string(),
  calls: z.number(),
  meanMs: z.number(),
  totalMs: z.number(),
  rows: z.number(),
});
export type MonitorStatement = z.infer<typeof monitorStatementSchema>;

export const monitorDatabaseSchema = z.object({
  engine: z.enum(['pglite', 'postgres']),
  /** PostgreSQL's server_version, e.g. "15.14". */
  version: z.string(),
  sizeBytes: z.number().nullable(),
  /** Client connections open on the server, and its max_connections. */
  connections: z.number().int().nullable(),
  maxConnections: z.number().int().nullable(),
  /** Blocks found in shared buffers over blocks asked for, in this database since its statistics were reset (0–1). */
  cacheHitRatio: z.number().nullable(),
  /** The largest tables by bytes. */
  tables: z.array(monitorTableSchema),
  /** Statements running longer than a second (null: not known on this engine). */
  longQueries: z.array(monitorActivitySchema).nullable(),
  /** Statements waiting for a lock. */
  lockWaits: z.array(monitorActivitySchema).nullable(),
  /**
   * The slowest statements by mean time when pg_stat_statements is loaded; `available` false: it is not (add
   * pg_stat_statements to shared_preload_libraries and run CREATE EXTENSION pg_stat_statements). Null on PGlite.
   */
  statements: z.object({ available: z.boolean(), slowest: z.array(monitorStatementSchema) }).nullable(),
});
export type MonitorDatabase = z.infer<typeof monitorDatabaseSchema>;

/** One route's requests over a window, over every process. */
export const monitorRouteSchema = z.object({
  method: z.string(),
  /** The route's pattern (`/api/scans/:id`); "unmatched" for a URL no route answers. */
  route: z.string(),
  count: z.number().int(),
  errors4xx: z.number().int(),
  errors5xx: z.number().int(),
  /** Latencies from the processes' merged histograms: a bucket's upper bound, within 19 % of the true one. */
  p50Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});
export type MonitorRoute = z.infer<typeof monitorRouteSchema>;

/** The requests of the last few minutes (the current minute and those before it), over every process. */
export const monitorWindowSchema = z.object({
  minutes: z.number().int(),
  requests: z.number().int(),
  perSecond: z.number(),
  errors4xx: z.number().int(),
  errors5xx: z.number().int(),
  p50Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  /** Scans recorded (successful POST api/scans). */
  scans: z.number().int(),
  scansPerMinute: z.number(),
  /** Busiest first. */
  routes: z.array(monitorRouteSchema),
});
export type MonitorWindow = z.infer<typeof monitorWindowSchema>;

/** One minute of the last hour, over every process (a minute before a process started counts nothing of it). */
export const monitorMinuteSchema = z.object({
  /** The minute's start. */
  minute: z.string(),
  requests: z.number().int(),
  errors4xx: z.number().int(),
  errors5xx: z.number().int(),
  scans: z.number().int(),
  p50Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  /** Summed over the processes (null: none reported in that minute). */
  cpuPct: z.number().nullable(),
  rssBytes: z.number().nullable(),
  /** The worst process's. */
  eventLoopDelayMs: z.number().nullable(),
});
export type MonitorMinute = z.infer<typeof monitorMinuteSchema>;

/** The newest finished backup, as the monitor shows it beside the figures (docs/design.md §14). */
export const monitorBackupSchema = z.object({
  fileName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(['verified', 'failed']),
  error: z.string().nullable(),
});
export type MonitorBackup = z.infer<typeof monitorBackupSchema>;

export const serverMonitorSchema = z.object({
  /** When the answer was made. */
  at: z.string(),
  processes: z.array(monitorProcessSchema),
  host: monitorHostSchema,
  database: monitorDatabaseSchema,
  http: z.object({
    /** The last 5 and 60 minutes. */
    windows: z.array(monitorWindowSchema),
    /** The last 60 minutes, oldest first. */
    minutes: z.array(monitorMinuteSchema),
  }),
  /** The newest finished backup (null: none yet): a failed one is shown here too. */
  backup: monitorBackupSchema.nullable(),
});
export type ServerMonitor = z.infer<typeof serverMonitorSchema>;
