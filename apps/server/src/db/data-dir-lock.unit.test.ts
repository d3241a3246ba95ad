import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Short timings so that waiting for staleness stays quick; the rules are the same as the defaults'.
const fast = { refreshMs: 50, staleMs: 300 };
const lockFile = (dir: string) => path.join(dir, 'server.lock');
const holderPid = (dir: string) =>
  (JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as { pid: number }).pid;
/** A lock file as a killed server leaves it: never touched again. */
const leftBehind = (dir: string, holder: { pid: number; host: string }, ageMs = 0) => {
  fs.writeFileSync(lockFile(dir), JSON.stringify(holder));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(lockFile(dir), at, at);
};

describe('lockDataDir', () => {
  it('refuses a second lock in the same process, and allows it after release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir, fast);
    expect(() => lockDataDir(dir, fast)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, fast)).toThrow(`pid ${process.pid}`);
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir, fast).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    leftBehind(dir, { pid: Number(dead.stdout.toString()), host: os.hostname() });
    const lock = lockDataDir(dir, fast);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over at once a lock whose process was killed but not yet reaped (a zombie)',
    async () => {
      const dir = tempDir();
      // `sleep 0` exits at once; its parent becomes `sleep 30` and never reaps it: a zombie for 30 s.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30']);
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
      );
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        leftBehind(dir, { pid: zombie, host: os.hostname() });
        // Waiting for staleness would take a minute: the test would time out.
        const lock = lockDataDir(dir, { refreshMs: 50, staleMs: 60_000 });
        expect(holderPid(dir)).toBe(process.pid);
        lock.release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
    20_000,
  );

  it('container restart: takes over a fresh lock naming our own pid and host (the killed server had them)', () => {
    const dir = tempDir();
    leftBehind(dir, { pid: process.pid, host: os.hostname() });
    const lock = lockDataDir(dir); // default timings: no waiting in this case
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('container restart: takes over a lock whose pid now names another live process once it is not kept alive', () => {
    const dir = tempDir();
    leftBehind(dir, { pid: process.ppid, host: os.hostname() });
    const lock = lockDataDir(dir, fast);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('takes over a stale lock from another host (shared disk), at once when already old', () => {
    const dir = tempDir();
    leftBehind(dir, { pid: 1, host: 'another-host' }, 60_000);
    lockDataDir(dir).release();
  });

  it('refuses a live lock held by another process, which keeps it alive', async () => {
    const dir = tempDir();
    const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(module)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}, ${JSON.stringify(fast)}); setInterval(() => {}, 1000); console.log('locked'); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => String(chunk).includes('locked') && resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      expect(() => lockDataDir(dir, fast)).toThrow(`pid ${holder.pid}`);
      expect(holderPid(dir)).toBe(holder.pid);
    } finally {
      holder.kill('SIGKILL');
    }
    // Killed: the next start takes over (the pid is gone).
    await new Promise((resolve) => holder.once('exit', resolve));
    lockDataDir(dir, fast).release();
  });

  it('notices when its lock was taken over and says so', async () => {
    const dir = tempDir();
    const compromised = new Promise<Error>((resolve) =>
      lockDataDir(dir, { ...fast, onCompromised: resolve }),
    );
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 1, host: 'someone-else' }));
    expect((await compromised).message).toContain('taken over');
  });
});
