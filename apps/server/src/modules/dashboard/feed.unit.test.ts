import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db, ListenHandlers } from '../../db/client';
import { DashboardFeed, type FeedSubscriber } from './feed';

// The feed's own rules, with a fake database: how often it announces, to whom it tells what it hears, and what
// a lost listening connection does.

const dialect = new PgDialect();

function setUp() {
  const sent: unknown[][] = [];
  const db = {
    execute: vi.fn(async (query: SQL) => {
      sent.push(dialect.sqlToQuery(query).params);
      return { rows: [] };
    }),
  } as unknown as Db;
  let handlers: ListenHandlers | undefined;
  const database = {
    listen: vi.fn(async (_channel: string, given: ListenHandlers) => {
      handlers = given;
      given.ready();
      return async () => undefined;
    }),
  };
  const feed = new DashboardFeed(db, { error: vi.fn() }, { notifyEveryMs: 1000, heartbeatMs: 25_000 });
  const subscriber = (): FeedSubscriber & { changes: number; beats: number } => {
    const s = {
      changes: 0,
      beats: 0,
      changed: () => {
        s.changes++;
      },
      heartbeat: () => {
        s.beats++;
      },
    };
    return s;
  };
  return { feed, sent, database, handlers: () => handlers as ListenHandlers, subscriber };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardFeed', () => {
  it('announces a change at once, then the changes of the next second together, one NOTIFY statement each time', async () => {
    const { feed, sent, database } = setUp();
    await feed.start(database);
    feed.changed(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([['gbo_dashboard', '{1}']]);
    for (let i = 0; i < 50; i++) feed.changed(i % 2 ? 1 : 2);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.[1]).toMatch(/^\{(2,1|1,2)\}$/);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(2);
    await feed.stop();
  });

  it('tells what it hears to the streams of that factory only, and to its listeners', async () => {
    const { feed, database, handlers, subscriber } = setUp();
    await feed.start(database);
    const ningbo = subscriber();
    const huzhou = subscriber();
    const heard: number[] = [];
    feed.onHeard((factoryId) => heard.push(factoryId));
    const stopNingbo = feed.subscribe(1, ningbo);
    feed.subscribe(2, huzhou);
    handlers().message('1');
    handlers().message('not a factory');
    expect([ningbo.changes, huzhou.changes, heard]).toEqual([1, 0, [1]]);
    stopNingbo();
    handlers().message('1');
    expect(ningbo.changes).toBe(1);
    expect(feed.openStreams).toBe(1);
    await feed.stop();
  });

  it('beats every open stream’s heart every 25 s while any is open', async () => {
    const { feed, database, subscriber } = setUp();
    await feed.start(database);
    const a = subscriber();
    const stop = feed.subscribe(1, a);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(a.beats).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(a.beats).toBe(2);
    await feed.stop();
  });

  it('spreads the heartbeats of streams opened at the same instant over the period', async () => {
    const { feed, database, subscriber } = setUp();
    await feed.start(database);
    const streams = Array.from({ length: 100 }, () => subscriber());
    for (const stream of streams) feed.subscribe(1, stream);
    const beatsPerSecond: number[] = [];
    let before = 0;
    for (let second = 1; second <= 25; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      const beats = streams.reduce((sum, stream) => sum + stream.beats, 0);
      beatsPerSecond.push(beats - before);
      before = beats;
    }
    // Each stream beat once in its first period, none in its first half; no second held more than a few.
    expect(streams.every((stream) => stream.beats === 1)).toBe(true);
    expect(beatsPerSecond.slice(0, 12).every((beats) => beats === 0)).toBe(true);
    expect(Math.max(...beatsPerSecond)).toBeLessThan(30);
    await feed.stop();
  });

  it('tells every open stream after its listening connection was lost and is back (it may have missed changes)', async () => {
    const { feed, database, handlers, subscriber } = setUp();
    await feed.start(database);
    const a = subscriber();
    const b = subscriber();
    feed.subscribe(1, a);
    feed.subscribe(2, b);
    handlers().ready();
    expect([a.changes, b.changes]).toEqual([0, 0]);
    handlers().lost();
    handlers().ready();
    expect([a.changes, b.changes]).toEqual([1, 1]);
    await feed.stop();
  });

  it('announces nothing once stopped', async () => {
    const { feed, sent, database } = setUp();
    await feed.start(database);
    await feed.stop();
    feed.changed(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([]);
  });
});
