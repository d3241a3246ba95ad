import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, type Db, idArray, runUnsignalled } from '../../db/client';

/** The NOTIFY channel on which every server process hears that a factory's dashboard figures changed. */
export const DASHBOARD_CHANNEL = 'gbo_dashboard';

/** At most one NOTIFY per factory per this long from one process: scans in a burst make one. */
const NOTIFY_EVERY_MS = 1000;
/** A comment this often keeps an idle stream (and the proxies on its way) open. */
const HEARTBEAT_MS = 25_000;
/** How many times a heartbeat period the clock looks for streams whose heartbeat is due. */
const TICKS_PER_HEARTBEAT = 25;

/** One open event stream of a factory's dashboard. */
export type FeedSubscriber = {
  /** The factory's figures changed (or may have: notifications were lost meanwhile). */
  changed(): void;
  /** Nothing happened for a while: say so, so the connection stays open. */
  heartbeat(): void;
};

/**
 * Tells every server process's dashboards when a factory's figures change, without any dashboard polling the
 * database. A write that moves the figures (a scan recorded or undone, a shipment confirmed…) marks its
 * factory here: a Set insert, nothing more. At most once a second the marked factories are announced with
 * one `NOTIFY gbo_dashboard, '<factoryId>'` each (one statement for all); every process LISTENs (PostgreSQL:
 * a connection of its own; PGlite: in-process) and tells its open streams of that factory. While the
 * listening connection is down, notifications may be lost: once it is back, every stream hears `changed`.
 */
export class DashboardFeed {
  private readonly dirty = new Set<number>();
  private readonly subscribers = new Map<number, Set<FeedSubscriber>>();
  /** When each stream's next heartbeat is due (ms). */
  private readonly beatDue = new Map<FeedSubscriber, number>();
  private readonly heardListeners = new Set<(factoryId: number) => void>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeats: NodeJS.Timeout | undefined;
  private lastSent = -Infinity;
  private unlisten: (() => Promise<void>) | undefined;
  private wasLost = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: { error(object: object, message: string): void },
    private readonly options: { notifyEveryMs?: number; heartbeatMs?: number } = {},
  ) {}

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(DASHBOARD_CHANNEL, {
      message: (payload) => this.heard(payload),
      ready: () => {
        // Whatever was announced while the connection was down is lost: every dashboard fetches again.
        if (this.wasLost) for (const factoryId of this.subscribers.keys()) this.heard(String(factoryId));
        this.wasLost = false;
      },
      lost: () => {
        this.wasLost = true;
      },
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeats);
    this.timer = undefined;
    this.heartbeats = undefined;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => undefined);
  }

  /** Marks a factory's figures changed; announced to every process within about a second. */
  changed(factoryId: number): void {
    if (this.stopped) return;
    this.dirty.add(factoryId);
    if (this.timer) return;
    const wait = Math.max(0, this.lastSent + (this.options.notifyEveryMs ?? NOTIFY_EVERY_MS) - Date.now());
    // The announcement outlives the request that made the change: it must not run under (and be cancelled
    // with) that request's signal, which the timer would otherwise inherit.
    this.timer = runUnsignalled(() => setTimeout(() => void this.flush(), wait));
    this.timer.unref();
  }

  /**
   * Tells `subscriber` of the factory's changes until the returned function is called. Its heartbeats come
   * every heartbeat period from a random first one (half a period to one): streams opened together (a
   * restart, a shift starting) do not all beat, and check their sessions, at the same instant.
   */
  subscribe(factoryId: number, subscriber: FeedSubscriber): () => void {
    let set = this.subscribers.get(factoryId);
    if (!set) {
      set = new Set();
      this.subscribers.set(factoryId, set);
    }
    set.add(subscriber);
    const period = this.options.heartbeatMs ?? HEARTBEAT_MS;
    this.beatDue.set(subscriber, Date.now() + period * (0.5 + Math.random() / 2));
    if (!this.heartbeats) {
      // Shared by every stream: not tied to the signal of the stream that happened to start it.
      this.heartbeats = runUnsignalled(() =>
        setInterval(() => this.beat(period), period / TICKS_PER_HEARTBEAT),
      );
      this.heartbeats.unref();
    }
    return () => {
      set.delete(subscriber);
      this.beatDue.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(factoryId);
      if (this.subscribers.size === 0) {
        clearInterval(this.heartbeats);
        this.heartbeats = undefined;
      }
    };
  }

  /** Calls `listener` with every factory this process hears changed (from any process, itself included). */
  onHeard(listener: (factoryId: number) => void): () => void {
    this.heardListeners.add(listener);
    return () => this.heardListeners.delete(listener);
  }

  /** Tells this process's streams of a factory that its figures changed (nothing is announced to others). */
  tellLocal(factoryId: number): void {
    for (const subscriber of this.subscribers.get(factoryId) ?? []) subscriber.changed();
  }

  /** How many streams are open in this process (tests, monitoring). */
  get openStreams(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /** Beats the heart of every stream whose heartbeat is due. */
  private beat(period: number): void {
    const now = Date.now();
    for (const [subscriber, due] of this.beatDue) {
      if (due > now) continue;
      this.beatDue.set(subscriber, now + period);
      subscriber.heartbeat();
    }
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    if (this.stopped || this.dirty.size === 0) return;
    const factoryIds = [...this.dirty];
    this.dirty.clear();
    this.lastSent = Date.now();
    try {
      await this.db.execute(
        sql`select pg_notify(${DASHBOARD_CHANNEL}, f::text) from unnest(${idArray(factoryIds)}) f`,
      );
    } catch (error) {
      this.log.error({ err: error }, 'could not announce a dashboard change');
    }
  }

  private heard(payload: string): void {
    const factoryId = Number(payload);
    if (!Number.isSafeInteger(factoryId)) return;
    for (const listener of this.heardListeners) listener(factoryId);
    this.tellLocal(factoryId);
  }
}

/** The writes that move a dashboard's figures (a route's method and URL prefix). */
const MOVING_WRITES: { methods: ReadonlySet<string>; prefix: string }[] = [
  // Scans recorded (POST) or undone (DELETE).
  { methods: new Set(['POST', 'DELETE']), prefix: '/api/scans' },
  // Shipment orders confirmed or voided (drafts count for nothing, but a change of one costs nothing here).
  { methods: new Set(['POST', 'PUT', 'DELETE']), prefix: '/api/shipments' },
  // Beds and bundles generated, edited or voided (a bed's pieces).
  { methods: new Set(['POST', 'PUT', 'DELETE']), prefix: '/api/cutOrders' },
  { methods: new Set(['POST', 'PUT', 'DELETE']), prefix: '/api/bundles' },
  // QC inspections recorded or undone (today's DHU; a final check's passed pieces are finished pieces).
  { methods: new Set(['POST', 'DELETE']), prefix: '/api/qc/inspections' },
  // A style's final check switched on or off changes what counts as finished.
  { methods: new Set(['PUT']), prefix: '/api/styles' },
];

/**
 * An onResponse hook for the API's scope (app.ts): after a successful write that moves the figures has been
 * answered (so committed), marks the caller's factory changed. No query per request.
 */
export function marksDashboardChanges(feed: DashboardFeed) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const factoryId = request.auth?.factoryId;
    if (factoryId === undefined || reply.statusCode >= 300 || request.routeOptions.config.readOnly) return;
    const url = request.routeOptions.url ?? '';
    if (MOVING_WRITES.some((write) => write.methods.has(request.method) && url.startsWith(write.prefix)))
      feed.changed(factoryId);
  };
}
