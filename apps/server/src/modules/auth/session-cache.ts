import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';

/** The NOTIFY channel on which every server process hears that sessions or permissions may have changed. */
export const AUTH_CHANNEL = 'gbo_auth';

/** How long the process that made a change waits for its own notification before it answers anyway. */
const ECHO_WAIT_MS = 2000;
/** Past this many cached sessions the cache starts afresh (a bound on memory, not a working limit). */
const MAX_ENTRIES = 100_000;

/** What a live session may do, as read from the database (see `findLiveSession`). */
export type CachedSession = Omit<AuthContext, 'showRatesToWorkers' | 'authorities'> & {
  showRatesToWorkers: boolean;
  /** The session's own end and the factory's service end (ms): past either the entry is not used. */
  sessionExpiresAt: number;
  factoryEndsAt: number | null;
  /** When this process last wrote the session's `last seen` (ms). */
  touchedAt: number;
  /** The member's role codes and permissions, once read. */
  authorities?: Promise<string[]>;
};

type Entry = { session: CachedSession; until: number };

/**
 * A short in-process cache of token hash → session and authorities, so an authenticated request costs no
 * round trip to the database. Every committed change through the API that could take a session's rights
 * away (sign-out, kick-out, password change, a person or factory disabled, a role or its menus edited…)
 * empties it in this process at once and, through NOTIFY on `gbo_auth`, in every other process; the
 * process that made the change answers only once its own notification has come back, by which time
 * PostgreSQL has signalled the other listeners too (their backends pass it on within milliseconds, so a
 * request that reaches another process at once may, on a loaded machine, still be served). The time to live bounds what a change made behind
 * the API's back (psql) or lost with a crash between commit and notify can leave standing. While the
 * listening connection is down nothing is cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a read started before one is not cached after it. */
  private generation = 0;
  private listening = false;
  private readonly origin = randomBytes(6).toString('hex');
  private sent = 0;
  private readonly echoes = new Map<string, () => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** Starts listening for other processes' changes (entries are cached only while this works). */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.unlisten = await database.listen(AUTH_CHANNEL, {
      message: (payload) => this.heard(payload),
      ready: () => {
        this.flush();
        this.listening = true;
      },
      lost: () => {
        this.listening = false;
        this.flush();
        for (const resolve of this.echoes.values()) resolve();
        this.echoes.clear();
      },
    });
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.flush();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => undefined);
  }

  /** The cached session of a token hash while it may be used. */
  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const { session } = entry;
    if (
      !this.listening ||
      now >= entry.until ||
      now >= session.sessionExpiresAt ||
      (session.factoryEndsAt !== null && now >= session.factoryEndsAt)
    ) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return session;
  }

  /**
   * The cached session once the event loop has turned: a notification that has arrived on the listening
   * connection is read before a cached session is trusted.
   */
  async settled(tokenHash: string, now = Date.now()): Promise<CachedSession | undefined> {
    await new Promise((resolve) => setImmediate(resolve));
    return this.get(tokenHash, now);
  }

  /** Call before reading a session from the database; hand the result to `put` with it. */
  begin(): number {
    return this.generation;
  }

  /** Caches a session read since `begin`, unless something changed meanwhile. */
  put(tokenHash: string, session: CachedSession, generation: number, now = Date.now()): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { session, until: now + this.ttlMs });
  }

  /** Whether a session read at `generation` is still current (its authorities may be kept with it). */
  current(generation: number): boolean {
    return generation === this.generation;
  }

  /** Forgets every cached session in this process. */
  flush(): void {
    this.entries.clear();
    this.generation++;
  }

  /**
   * After a committed change: forget here, tell every process, and wait (briefly) until the notification
   * has come back, so the caller's answer leaves after the others have been told.
   */
  async changed(): Promise<void> {
    this.flush();
    const payload = `${this.origin}:${++this.sent}`;
    const echo = this.listening
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.echoes.delete(payload);
            resolve();
          }, ECHO_WAIT_MS);
          this.echoes.set(payload, () => {
            clearTimeout(timer);
            resolve();
          });
        })
      : undefined;
    try {
      await this.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${payload})`);
    } catch (error) {
      this.echoes.get(payload)?.();
      this.echoes.delete(payload);
      throw error;
    }
    await echo;
  }

  private heard(payload: string): void {
    this.flush();
    const resolve = this.echoes.get(payload);
    if (resolve) {
      this.echoes.delete(payload);
      resolve();
    }
  }
}
