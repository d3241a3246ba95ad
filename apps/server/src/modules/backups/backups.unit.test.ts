import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../lib/messages';
import { extractArchive, filesUnder, UnusableBackupError, writeArchive } from './archive';
import { stateDifference } from './database-state';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import { finishRestore, RESTORE_READY } from './pglite-engine';
import { type Clock, nextRun, scheduleDaily } from './schedule';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-backup-unit-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifest: Manifest = {
  format: BACKUP_FORMAT,
  product: 'garment-back-office',
  appVersion: '6.0.0',
  createdAt: '2026-12-03T02:00:00.000Z',
  engine: 'pglite',
  postgresMajor: 18,
  state: {
    tables: { 'public.scans': 3, 'public.users': 2 },
    migrations: { count: 26, last: 1_796_229_248_982 },
  },
};

const pageBytes = randomBytes(64 * 1024);

/** A folder like a backup's work folder: a database part with an empty folder in it, and an avatar. */
function sampleSource() {
  const source = path.join(dir, 'source');
  fs.mkdirSync(path.join(source, 'database/pglite/base/1'), { recursive: true });
  fs.mkdirSync(path.join(source, 'database/pglite/pg_notify'), { recursive: true });
  // Random bytes: gzip stores them nearly as they are, so a byte changed in the middle of the file is a byte
  // of this one changed (a run of one byte value is coded so that some changes still decode to the same run).
  fs.writeFileSync(path.join(source, 'database/pglite/base/1/1259'), pageBytes);
  fs.writeFileSync(path.join(source, 'database/pglite/PG_VERSION'), '18\n');
  fs.mkdirSync(path.join(source, 'avatars'));
  fs.writeFileSync(path.join(source, 'avatars/a1b2.png'), 'png bytes');
  return [
    ...filesUnder(path.join(source, 'database'), 'database/'),
    ...filesUnder(path.join(source, 'avatars'), 'avatars/'),
  ];
}

/** A gzipped tar written entry by entry, as an attacker or a broken tool might. */
async function rawArchive(target: string, entries: { name: string; content: string }[]) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), fs.createWriteStream(target));
  for (const entry of entries) pack.entry({ name: entry.name }, entry.content);
  pack.finalize();
  await written;
}

describe('a backup file', () => {
  it('holds the manifest, every file and empty folder, and reads back the same', async () => {
    const file = path.join(dir, 'backup.tar.gz');
    await writeArchive(file, manifest, sampleSource());
    const out = path.join(dir, 'out');
    expect(await extractArchive(file, out)).toEqual(manifest);
    expect(fs.readFileSync(path.join(out, 'database/pglite/base/1/1259')).equals(pageBytes)).toBe(true);
    expect(fs.statSync(path.join(out, 'database/pglite/pg_notify')).isDirectory()).toBe(true);
    expect(fs.readFileSync(path.join(out, 'avatars/a1b2.png'), 'utf8')).toBe('png bytes');
  });

  it('is refused when a byte of it has changed, or it is cut short', async () => {
    const file = path.join(dir, 'backup.tar.gz');
    await writeArchive(file, manifest, sampleSource());
    const bytes = fs.readFileSync(file);
    const changed = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0xff;
    fs.writeFileSync(path.join(dir, 'changed.tar.gz'), changed);
    await expect(extractArchive(path.join(dir, 'changed.tar.gz'), path.join(dir, 'a'))).rejects.toThrow(
      UnusableBackupError,
    );
    fs.writeFileSync(path.join(dir, 'short.tar.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(extractArchive(path.join(dir, 'short.tar.gz'), path.join(dir, 'b'))).rejects.toThrow(
      UnusableBackupError,
    );
  });

  it('is refused however it is damaged, and the damage found late is not left to end the process', async () => {
    // Many files, partly random and partly zeros, so that damage lands in every kind of gzip block and tar
    // entry; each is cut short, or has 4 KiB of noise written over it, at 24 places.
    const source = path.join(dir, 'many/database/pglite');
    fs.mkdirSync(source, { recursive: true });
    for (let i = 0; i < 12; i += 1) {
      fs.writeFileSync(
        path.join(source, `f${i}`),
        Buffer.concat([randomBytes(40_000), Buffer.alloc(160_000)]),
      );
    }
    const file = path.join(dir, 'many.tar.gz');
    await writeArchive(file, manifest, filesUnder(path.join(dir, 'many/database'), 'database/'));
    const bytes = fs.readFileSync(file);
    const lateErrors: unknown[] = [];
    const onUncaught = (error: unknown) => lateErrors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      for (let place = 1; place <= 24; place += 1) {
        const at = Math.floor((bytes.length * place) / 25);
        const noisy = Buffer.from(bytes);
        randomBytes(4096).copy(noisy, at);
        for (const [name, damaged] of [
          ['short', bytes.subarray(0, at)],
          ['noisy', noisy],
        ] as const) {
          fs.writeFileSync(path.join(dir, 'damaged.tar.gz'), damaged);
          const out = path.join(dir, `${name}-${place}`);
          await expect(
            extractArchive(path.join(dir, 'damaged.tar.gz'), out),
            `${name} at ${at}`,
          ).rejects.toThrow(UnusableBackupError);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(lateErrors).toEqual([]);
  });

  it('is refused when a file does not match its checksum, even in a well-formed archive', async () => {
    const file = path.join(dir, 'forged.tar.gz');
    await rawArchive(file, [
      { name: 'manifest.json', content: JSON.stringify(manifest) },
      { name: 'database/pglite/PG_VERSION', content: '17\n' },
      { name: 'checksums.json', content: JSON.stringify({ 'database/pglite/PG_VERSION': '0'.repeat(64) }) },
    ]);
    await expect(extractArchive(file, path.join(dir, 'out'))).rejects.toThrow(/does not match its checksums/);
  });

  it('never writes outside the folder it is unpacked into', async () => {
    for (const name of [
      'database/../../escaped',
      '../escaped',
      '/tmp/escaped',
      'avatars/../escaped',
      'other/x',
    ]) {
      const file = path.join(dir, 'evil.tar.gz');
      await rawArchive(file, [
        { name: 'manifest.json', content: JSON.stringify(manifest) },
        { name, content: 'x' },
      ]);
      await expect(extractArchive(file, path.join(dir, 'out', 'inner')), name).rejects.toThrow(
        /holds an entry a backup does not/,
      );
    }
    expect(fs.existsSync(path.join(dir, 'escaped'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'out', 'escaped'))).toBe(false);
  });

  it('is refused without a manifest first, and before anything is unpacked when its manifest is refused', async () => {
    const file = path.join(dir, 'backup.tar.gz');
    await rawArchive(file, [{ name: 'database/x', content: 'x' }]);
    await expect(extractArchive(file, path.join(dir, 'a'))).rejects.toThrow(
      /does not begin with a backup manifest/,
    );
    // The reason is a message of its own, to be answered in the operator's language.
    await expect(extractArchive(file, path.join(dir, 'a2'))).rejects.toMatchObject({
      reason: { code: 'backups.reason.noManifestFirst' },
    });
    await writeArchive(file, manifest, sampleSource());
    const refuse = () => {
      throw new UnusableBackupError(msg('backups.reason.newerPostgres', { made: 99, major: 17 }));
    };
    await expect(extractArchive(file, path.join(dir, 'b'), refuse)).rejects.toThrow(
      'it was made on PostgreSQL 99, newer than this 17',
    );
    expect(fs.existsSync(path.join(dir, 'b', 'database'))).toBe(false);
  });
});

describe('what a proof compares', () => {
  it('names the tables whose counts differ, then the migration level', () => {
    expect(stateDifference(manifest.state, manifest.state)).toBeNull();
    expect(
      stateDifference(manifest.state, {
        ...manifest.state,
        tables: { 'public.scans': 2, 'public.users': 2 },
      }),
    ).toBe('row counts differ: public.scans 3 → 2');
    expect(stateDifference(manifest.state, { ...manifest.state, tables: { 'public.scans': 3 } })).toBe(
      'row counts differ: public.users 2 → missing',
    );
    expect(
      stateDifference(manifest.state, { ...manifest.state, migrations: { count: 25, last: 1 } }),
    ).toMatch(/^the migration level differs/);
  });
});

describe('swapping a restored copy in at start', () => {
  const live = () => path.join(dir, 'pglite');
  const ready = () => path.join(dir, RESTORE_READY, 'pglite');
  const holds = (folder: string) => fs.readFileSync(path.join(folder, 'which'), 'utf8');
  const make = (folder: string, which: string) => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'which'), which);
  };

  it('leaves the data as they are when no copy is ready (a restore that stopped before its commit)', () => {
    make(live(), 'old');
    make(path.join(dir, 'restore-work', 'database', 'pglite'), 'half unpacked');
    expect(finishRestore(dir)).toBe('none');
    expect(holds(live())).toBe('old');
    expect(fs.readdirSync(dir)).toEqual(['pglite']);
  });

  it('swaps the ready copy in, from every step a crash may have stopped at', () => {
    // Ready, nothing moved yet.
    make(live(), 'old');
    make(ready(), 'restored');
    expect(finishRestore(dir)).toBe('restored');
    expect(holds(live())).toBe('restored');
    expect(fs.readdirSync(dir)).toEqual(['pglite']);

    // The old data moved aside, the copy not yet moved in.
    fs.rmSync(live(), { recursive: true });
    make(path.join(dir, 'restore-previous', 'pglite'), 'old');
    make(ready(), 'restored');
    expect(finishRestore(dir)).toBe('restored');
    expect(holds(live())).toBe('restored');
    expect(fs.readdirSync(dir)).toEqual(['pglite']);

    // Moved in, the leftovers not yet cleared.
    make(path.join(dir, 'restore-previous', 'pglite'), 'old');
    fs.mkdirSync(path.join(dir, RESTORE_READY));
    expect(finishRestore(dir)).toBe('none');
    expect(holds(live())).toBe('restored');
    expect(fs.readdirSync(dir)).toEqual(['pglite']);
  });
});

describe('the daily backup', () => {
  it('runs next at the set time of the server’s day: later today, else tomorrow', () => {
    const at = { hour: 2, minute: 0 };
    expect(nextRun(new Date(2026, 11, 3, 1, 59, 59), at)).toEqual(new Date(2026, 11, 3, 2, 0));
    expect(nextRun(new Date(2026, 11, 3, 2, 0, 0), at)).toEqual(new Date(2026, 11, 4, 2, 0));
    expect(nextRun(new Date(2026, 11, 31, 23, 0), at)).toEqual(new Date(2027, 0, 1, 2, 0));
  });

  it('sets one timer at a time, each for the next run once the last has finished, until stopped', async () => {
    let now = new Date(2026, 11, 3, 12, 0);
    const timers: { run: () => void; ms: number; cleared: boolean; unref(): void }[] = [];
    const clock: Clock = {
      now: () => now,
      setTimeout: (run, ms) => {
        const timer = { run, ms, cleared: false, unref: () => undefined };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    };
    let runs = 0;
    let finish: () => void = () => undefined;
    const schedule = scheduleDaily(
      { hour: 2, minute: 30 },
      () => {
        runs++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      clock,
    );
    expect(timers.map((timer) => timer.ms)).toEqual([14.5 * 3600_000]);
    now = new Date(2026, 11, 4, 2, 30);
    timers[0]?.run();
    expect(runs).toBe(1);
    // No second timer while the run goes on.
    expect(timers).toHaveLength(1);
    now = new Date(2026, 11, 4, 2, 45);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(timers.map((timer) => timer.ms)).toEqual([14.5 * 3600_000, (24 * 60 - 15) * 60_000]);
    schedule.stop();
    expect(timers[1]?.cleared).toBe(true);
  });
});
