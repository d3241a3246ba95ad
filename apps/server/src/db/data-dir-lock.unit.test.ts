import { spawnSync } from 'node:child_process';
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

describe('lockDataDir', () => {
  it('refuses a second lock while the holder lives, and allows it after release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.pid}`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: deadPid, host: os.hostname() }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('respects a lock held from another host', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 1, host: 'another-host' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
