import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Backup, BackupList } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

const OPERATOR = '13800000000';
const FACTORY_ADMIN = '13900000001';
const KEEP = 3;

let t: TestContext;
let operator: string;
let factoryAdmin: string;
beforeAll(async () => {
  // On disk, as the server keeps it: the embedded database's folder is what a backup copies.
  t = await createTestContext({ onDisk: true, env: { BACKUP_KEEP: String(KEEP) } });
  [operator, factoryAdmin] = await Promise.all([t.login(OPERATOR, 1), t.login(FACTORY_ADMIN, 1)]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token = operator, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const list = async () => (await call('GET', '/api/backups')).json<BackupList>();

/** Waits until no backup is being made, and answers the list then. */
async function settled(): Promise<BackupList> {
  for (;;) {
    const current = await list();
    if (!current.content.some((backup) => backup.status === 'running')) return current;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Makes a backup and answers it once it has been proven (or has failed). */
async function backUp(): Promise<Backup> {
  const started = await call('POST', '/api/backups');
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<Backup>();
  const backup = (await settled()).content.find((each) => each.id === id);
  if (!backup) throw new Error(`backup ${id} is not listed`);
  return backup;
}

describe('backups of the installation', () => {
  it('answers a running backup at once, then proves it: restored into a scratch database and found equal', async () => {
    const started = await call('POST', '/api/backups');
    expect(started.statusCode).toBe(202);
    expect(started.json<Backup>()).toMatchObject({ kind: 'manual', status: 'running', sha256: null });
    const { id, fileName } = started.json<Backup>();
    expect(fileName).toBe(`${id}.tar.gz`);
    const done = (await settled()).content.find((backup) => backup.id === id);
    expect(done).toMatchObject({ id, status: 'verified', kind: 'manual' });
    expect(done?.error).toBeUndefined();

    // The file in BACKUP_DIR is what the list says: its size and SHA-256; the download is that file.
    const file = path.join(t.dataDir, 'backups', fileName);
    const bytes = fs.readFileSync(file);
    expect(done?.sizeBytes).toBe(bytes.length);
    expect(done?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const download = await call('GET', `/api/backups/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('makes one backup at a time', async () => {
    const answers = await Promise.all([call('POST', '/api/backups'), call('POST', '/api/backups')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'backups.busy',
    });
    await settled();
  });

  it(`keeps the newest ${KEEP} (BACKUP_KEEP): the oldest beyond them are removed with their files`, async () => {
    const made = [];
    for (let n = 0; n <= KEEP; n++) made.push(await backUp());
    const kept = (await list()).content;
    expect(kept.map((backup) => backup.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((backup) => backup.id),
    );
    const files = fs.readdirSync(path.join(t.dataDir, 'backups')).filter((name) => !name.startsWith('.'));
    expect(files.sort()).toEqual(kept.flatMap((backup) => [backup.fileName, `${backup.id}.json`]).sort());
    // Four backups, each written and proven: on a busy 2-core machine, more than the api project's 60 s.
  }, 180_000);

  it('says how backups are made here', async () => {
    expect((await list()).settings).toEqual({
      schedule: null,
      keep: KEEP,
      dir: path.join(t.dataDir, 'backups'),
      engine: t.database.kind,
      unavailable: null,
      lastFailure: null,
    });
  });

  it('deletes a backup, and says which ids it does not know', async () => {
    const [newest] = (await list()).content;
    if (!newest) throw new Error('no backup');
    // A download is the whole installation leaving: it is in the platform's log, with its file.
    const download = await call('GET', `/api/backups/${newest.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(newest.sha256);
    const log = await call('GET', '/api/logs/platform?size=20');
    expect(log.json<{ content: { description: string; statusCode: number }[] }>().content).toContainEqual(
      expect.objectContaining({ description: `Download backup ${newest.fileName}`, statusCode: 200 }),
    );
    expect((await call('DELETE', `/api/backups/${newest.id}`)).statusCode).toBe(204);
    expect((await list()).content.map((backup) => backup.id)).not.toContain(newest.id);
    expect(fs.existsSync(path.join(t.dataDir, 'backups', newest.fileName))).toBe(false);
    const again = await call('DELETE', `/api/backups/${newest.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'backups.noSuchBackup' });
    const bad = await call('GET', '/api/backups/..%2F..%2Fetc/download');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^id: must be the id of a backup/);
  });

  it('is the platform operators’ alone', async () => {
    const [kept] = (await list()).content;
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['GET', `/api/backups/${kept?.id}/download`],
      ['DELETE', `/api/backups/${kept?.id}`],
      ['POST', '/api/backups/restore'],
    ] as const) {
      const answer = await call(method, url, factoryAdmin, method === 'POST' ? {} : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await list()).content.map((backup) => backup.id)).toContain(kept?.id);
  });

  it('refuses a restore where no server process restarts on it, changing nothing', async () => {
    const [kept] = (await list()).content;
    const answer = await call('POST', '/api/backups/restore', operator, {
      id: kept?.id,
      password: 'Demo@2026',
      confirm: kept?.fileName,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'backups.unavailable' });
  });

  it('shows a backup whose file was cut short as failed, with why', async () => {
    const [kept] = (await list()).content;
    if (!kept) throw new Error('no backup');
    const file = path.join(t.dataDir, 'backups', kept.fileName);
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, 1000));
    expect((await list()).content.find((backup) => backup.id === kept.id)).toMatchObject({
      status: 'failed',
      error: `its file is 1000 bytes, not the ${bytes.length} it was made: it was changed or cut short`,
    });
    fs.writeFileSync(file, bytes);
    expect((await list()).content.find((backup) => backup.id === kept.id)?.status).toBe('verified');
  });

  it('checks an upload’s password and name before it takes the file', async () => {
    const form = (parts: [name: string, value: string, fileName?: string][]) => {
      const boundary = '----gbo-restore-test';
      const body = parts
        .map(
          ([name, value, fileName]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n\r\n${value}\r\n`,
        )
        .join('');
      return {
        payload: `${body}--${boundary}--\r\n`,
        headers: { authorization: operator, 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const send = async (parts: [string, string, string?][]) =>
      t.app.inject({ method: 'POST', url: '/api/backups/restore', ...form(parts) });
    const uploads = () =>
      fs.readdirSync(path.join(t.dataDir, 'backups')).filter((name) => name.startsWith('.upload'));

    const fileFirst = await send([
      ['file', 'x'.repeat(1000), 'b.tar.gz'],
      ['password', 'Demo@2026'],
      ['confirm', 'b.tar.gz'],
    ]);
    expect(fileFirst.statusCode).toBe(400);
    expect(fileFirst.json()).toMatchObject({ code: 'backups.fieldsFirst' });
    const wrong = await send([
      ['password', 'not-it'],
      ['confirm', 'b.tar.gz'],
      ['file', 'x'.repeat(1000), 'b.tar.gz'],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'backups.wrongPassword' });
    const misnamed = await send([
      ['password', 'Demo@2026'],
      ['confirm', 'a.tar.gz'],
      ['file', 'x', 'b.tar.gz'],
    ]);
    expect(misnamed.json()).toMatchObject({ code: 'backups.confirmMismatch' });
    const twoFiles = await send([
      ['password', 'Demo@2026'],
      ['confirm', 'b.tar.gz'],
      ['file', 'x', 'b.tar.gz'],
      ['file', 'y', 'c.tar.gz'],
    ]);
    expect(twoFiles.json()).toMatchObject({ code: 'backups.oneFile' });
    expect(uploads()).toEqual([]);
  });

  it('counts wrong restore passwords as the sign-in limits count them, and stops them', async () => {
    const [kept] = (await list()).content;
    const attempt = (password: string) =>
      call('POST', '/api/backups/restore', operator, { id: kept?.id, password, confirm: kept?.fileName });
    // The right password forgives what came before it, as a sign-in does.
    expect((await attempt('not-it')).statusCode).toBe(400);
    expect((await attempt('Demo@2026')).json()).toMatchObject({ code: 'backups.unavailable' });
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await attempt(`guess-${n}`)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    // Locked now, even with the right password, for the rest of the window.
    expect((await attempt('Demo@2026')).statusCode).toBe(429);
  });

  it('names the field of a bad restore request', async () => {
    const cases: [object, RegExp][] = [
      [{ password: 'x', confirm: 'x' }, /^id is required/],
      [{ id: 'nope', password: 'x', confirm: 'x' }, /^id: must be the id of a backup/],
      [{ id: 'backup-2026-01-01T00-00-00Z', confirm: 'x' }, /^password is required/],
      [{ id: 'backup-2026-01-01T00-00-00Z', password: 'x' }, /^confirm is required/],
      [{ id: 'backup-2026-01-01T00-00-00Z', password: 'x', confirm: 'x', extra: 1 }, /extra/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/api/backups/restore', operator, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
  });
});
