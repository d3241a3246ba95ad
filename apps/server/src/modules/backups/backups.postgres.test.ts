import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backup, BackupList, ServerMonitor } from '@gbo/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, openSecondApp, type TestContext } from '../../../test/helpers';

// PostgreSQL's side of backups: its client tools missing or failing, and several server processes.

const OPERATOR = '13800000000';

const contexts: { close(): Promise<void> }[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0).reverse()) await context.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function context(options: Parameters<typeof createTestContext>[0]): Promise<TestContext> {
  const t = await createTestContext(options);
  contexts.push(t);
  return t;
}

/** A folder of PostgreSQL's client tools: the real ones, but those named in `replaced`, which are scripts. */
function toolsFolder(replaced: Record<string, string> = {}): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-pg-tools-'));
  folders.push(folder);
  for (const tool of ['pg_dump', 'pg_restore', 'psql']) {
    const real = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
    if (replaced[tool] === undefined) fs.symlinkSync(real, path.join(folder, tool));
    else fs.writeFileSync(path.join(folder, tool), replaced[tool].replaceAll('REAL', real), { mode: 0o755 });
  }
  return folder;
}

const get = async <T>(t: TestContext, token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization: token } })).json<T>();

async function settledBackup(t: TestContext, token: string, id: string): Promise<Backup> {
  for (;;) {
    const backup = (await get<BackupList>(t, token, '/api/backups')).content.find((each) => each.id === id);
    if (backup && backup.status !== 'running') return backup;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('backups on PostgreSQL', () => {
  it('say what to install when the client tools are missing, and make none', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-no-tools-'));
    folders.push(empty);
    const t = await context({ env: { PG_BIN_DIR: empty } });
    const operator = await t.login(OPERATOR, 1);
    const { settings } = await get<BackupList>(t, operator, '/api/backups');
    expect(settings.unavailable).toMatch(
      /^pg_dump of PostgreSQL \d+ or newer is needed and was not found \(install postgresql-client-\d+\)$/,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/backups',
      headers: { authorization: operator },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      `Backups cannot be made or restored here: ${settings.unavailable}`,
    );
    expect((await get<BackupList>(t, operator, '/api/backups')).content).toEqual([]);
  });

  it('keep a backup that could not be proven, failed with the reason, on the list and the server monitor', async () => {
    const tools = toolsFolder({
      // Its version is the real one's; restoring fails.
      pg_restore:
        '#!/bin/sh\n[ "$1" = --version ] && exec REAL --version\necho "pg_restore: error: the disk is full" >&2\nexit 1\n',
    });
    const t = await context({ env: { PG_BIN_DIR: tools } });
    const operator = await t.login(OPERATOR, 1);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/backups',
      headers: { authorization: operator },
    });
    const backup = await settledBackup(t, operator, started.json<Backup>().id);
    expect(backup.status).toBe('failed');
    expect(backup.error).toBe('pg_restore failed: pg_restore: error: the disk is full');
    expect(backup.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await get<BackupList>(t, operator, '/api/backups')).settings.lastFailure).toBe(backup.error);
    expect((await get<ServerMonitor>(t, operator, '/api/monitor/server')).backup).toEqual({
      fileName: backup.fileName,
      createdAt: backup.createdAt,
      status: 'failed',
      error: backup.error,
    });
  });

  it('restores once when two processes are asked at the same moment: the other answers 409', async () => {
    const t = await context({ restart: () => undefined });
    const other = await openSecondApp(t, {}, () => undefined);
    contexts.push(other);
    const operator = await t.login(OPERATOR, 1);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/backups',
      headers: { authorization: operator },
    });
    const backup = await settledBackup(t, operator, started.json<Backup>().id);
    const restore = (app: typeof t.app) =>
      app.inject({
        method: 'POST',
        url: '/api/backups/restore',
        headers: { authorization: operator },
        payload: { id: backup.id, password: 'Demo@2026', confirm: backup.fileName },
      });
    const answers = await Promise.all([restore(t.app), restore(other.app)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'backups.restoring',
    });
  });

  it('a restore in one process puts the others in maintenance, and they restart once it is over', async () => {
    let restarts = 0;
    let othersRestarts = 0;
    const t = await context({ restart: () => restarts++ });
    const other = await openSecondApp(t, {}, () => othersRestarts++);
    contexts.push(other);
    const operator = await t.login(OPERATOR, 1);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/backups',
      headers: { authorization: operator },
    });
    const backup = await settledBackup(t, operator, started.json<Backup>().id);
    expect(backup.status).toBe('verified');
    expect((await other.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/backups/restore',
      headers: { authorization: operator },
      payload: { id: backup.id, password: 'Demo@2026', confirm: backup.fileName },
    });
    expect(restored.statusCode).toBe(202);
    // The other process hears of it and answers 503 until the restoring process has restarted.
    for (;;) {
      const answer = await other.app.inject({
        method: 'GET',
        url: '/api/backups',
        headers: { authorization: operator },
      });
      if (answer.statusCode === 503) {
        expect(answer.json()).toMatchObject({ code: 'maintenance.restoring' });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await other.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    expect(othersRestarts).toBe(0);
    // The restoring process asked to restart once it had answered; it closes to restart (server.ts): its
    // maintenance lock goes with it, and the other process restarts.
    expect(restarts).toBe(1);
    await t.app.close();
    for (;;) {
      if (othersRestarts > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(othersRestarts).toBe(1);
  });
});
