import { z } from 'zod';
import { moneyTextSchema } from './money';
import { PROCESS_STAGES } from './styles';

/**
 * The home dashboard (`/dashboard`): `GET api/dashboard`, one call for every figure the caller may see, for
 * the factory signed in to, on its calendar (its time zone). Each part is null when the caller may not see
 * it (see the server's dashboard service for who sees what); money is exact numeric text, null where the
 * caller does not see amounts (a worker when the factory hides rates from workers).
 * `GET api/dashboard/events` is a server-sent event stream: a `changed` event when the factory's scans or
 * shipments changed (at most about once a second), comments as a heartbeat; the client then fetches again.
 */

/** The work days of the output chart, today included. */
export const DASHBOARD_DAYS = 14;
/** Workers in each top list. */
export const DASHBOARD_TOP_WORKERS = 5;
/** Beds in the "in progress" table: the most recently scanned ones. */
export const DASHBOARD_BEDS = 5;
/** The SSE event that tells a dashboard to fetch again. */
export const DASHBOARD_CHANGED_EVENT = 'changed';

/** Pieces and money of a set of scans (valid ones). */
export const outputFigureSchema = z.object({
  qty: z.number().int(),
  amount: moneyTextSchema.nullable(),
});
export type OutputFigure = z.infer<typeof outputFigureSchema>;

export const outputDaySchema = outputFigureSchema.extend({ day: z.string() });
export type OutputDay = z.infer<typeof outputDaySchema>;

export const topWorkerSchema = outputFigureSchema.extend({
  workerId: z.number().int(),
  name: z.string(),
});
export type TopWorker = z.infer<typeof topWorkerSchema>;

/** Whose scans the output covers: the whole factory, the caller's departments (data scope), the caller. */
export const OUTPUT_SCOPES = ['factory', 'depts', 'self'] as const;
export type OutputScope = (typeof OUTPUT_SCOPES)[number];

export const dashboardOutputSchema = z.object({
  scope: z.enum(OUTPUT_SCOPES),
  today: outputFigureSchema,
  yesterday: outputFigureSchema,
  /** From the first of the month to today. */
  month: outputFigureSchema,
  /** The last DASHBOARD_DAYS work days, oldest first, today last (days without scans: 0). */
  days: z.array(outputDaySchema),
  /** The workers with the most pieces today and this month (ties: more money, then the lower id). */
  topToday: z.array(topWorkerSchema),
  topMonth: z.array(topWorkerSchema),
});
export type DashboardOutput = z.infer<typeof dashboardOutputSchema>;

/** The caller's own scans (someone paid by the piece). */
export const dashboardMineSchema = dashboardOutputSchema.omit({
  scope: true,
  topToday: true,
  topMonth: true,
});
export type DashboardMine = z.infer<typeof dashboardMineSchema>;

export const stagePiecesSchema = z.object({ stage: z.enum(PROCESS_STAGES), qty: z.number().int() });
export type StagePieces = z.infer<typeof stagePiecesSchema>;

/** A bed's slowest process: the least pieces done (ties: the lowest seq). */
export const bottleneckSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  stage: z.enum(PROCESS_STAGES),
  doneQty: z.number().int(),
});

/** A bed in progress: its pieces (active bundles), finished = Σ over bundles of the least done process. */
export const bedInProgressSchema = z.object({
  cutOrderId: z.number().int(),
  styleId: z.number().int(),
  styleNo: z.string(),
  styleName: z.string(),
  bedNo: z.number().int(),
  qty: z.number().int(),
  finishedQty: z.number().int(),
  /** When its latest scan was made (ISO). */
  lastScanAt: z.string(),
  slowest: bottleneckSchema.nullable(),
});
export type BedInProgress = z.infer<typeof bedInProgressSchema>;

export const dashboardProductionSchema = z.object({
  /** Today's valid pieces per process stage (every stage, 0 included). */
  stages: z.array(stagePiecesSchema),
  /**
   * The beds scanned most recently, latest first: DASHBOARD_BEDS at most, and fewer when they are big (the
   * server bounds the bundles whose scans it reads).
   */
  cutOrders: z.array(bedInProgressSchema),
});
export type DashboardProduction = z.infer<typeof dashboardProductionSchema>;

export const dashboardShippingSchema = z.object({
  /** Confirmed shipment orders whose ship date is in this month, and their pieces. */
  monthOrders: z.number().int(),
  monthQty: z.number().int(),
  /**
   * Finished pieces (every process done) not shipped by confirmed orders, over every style (per colour ×
   * size, a cell shipped beyond its finished pieces counts 0). Counting it reads every scan of the factory,
   * so it is kept for a while and recounted in the background: null while the first count is running.
   */
  notShippedQty: z.number().int().nullable(),
  /** When that count was made (ISO), null while there is none. */
  notShippedAsOf: z.string().nullable(),
});
export type DashboardShipping = z.infer<typeof dashboardShippingSchema>;

/** How many processes the dashboard names as today's worst for quality. */
export const DASHBOARD_WORST_PROCESSES = 3;

/** One group's quality figures on the dashboard: pieces inspected, defects found, DHU (2-decimal text). */
export const qualityFigureSchema = z.object({
  inspected: z.number().int(),
  defects: z.number().int(),
  dhu: z.string(),
});

export const dashboardQualitySchema = qualityFigureSchema.extend({
  /** Pieces still in rework (failed today, not passed again). */
  rework: z.number().int(),
  /** Today's processes with the highest DHU (only those with defects), worst first. */
  worstProcesses: z.array(qualityFigureSchema.extend({ name: z.string() })),
});
export type DashboardQuality = z.infer<typeof dashboardQualitySchema>;

export const dashboardSchema = z.object({
  /** The factory's today, yesterday and first of the month (`YYYY-MM-DD`, its time zone). */
  today: z.string(),
  yesterday: z.string(),
  monthStart: z.string(),
  timeZone: z.string(),
  /** Everyone's output the caller may see (scan:list or wage:list, within their data scope). */
  output: dashboardOutputSchema.nullable(),
  /** The caller's own output, when they are paid by the piece (scan:self). */
  mine: dashboardMineSchema.nullable(),
  /** Production progress (work:list): pieces per stage today, beds in progress. */
  production: dashboardProductionSchema.nullable(),
  /** Shipping (shipment:list). */
  shipping: dashboardShippingSchema.nullable(),
  /** Today's quality (qc:list): first inspections' DHU and the worst processes. */
  quality: dashboardQualitySchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
