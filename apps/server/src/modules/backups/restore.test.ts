import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backup, BackupList, Customer, Page } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backAgain,
  backUp,
  createInstallation,
  type Installation,
  PASSWORD,
  restoreUpload,
  type Session,
  settled,
  signIn,
} from '../../../test/installation';
import type { RunningServer } from '../../../test/spawn-server';
import { msg, renderMessage } from '../../lib/messages';
import { extractArchive, filesUnder, writeArchive } from './archive';
import { BACKUP_MESSAGES } from './service';

// A restore run by the real server process, as an operator runs it: the server goes into maintenance,
// restores, restarts in its process on the restored data, and comes back; on both databases.

const OPERATOR = '13800000000';
const FACTORY_ADMIN = '13900000001';

let installation: Installation;
let dataDir: string;
beforeAll(async () => {
  installation = await createInstallation();
  dataDir = installation.dataDir;
});
afterAll(() => installation.remove());

const start = () => installation.start();

async function customerNames(session: Session): Promise<string[]> {
  const page = (await (await session.call('GET', '/api/customers?size=1000')).json()) as Page<Customer>;
  return page.content.map((customer) => `${customer.name}|${customer.phone ?? ''}`).sort();
}

describe('restoring a backup on the running server', () => {
  let server: RunningServer;
  let operator: Session;
  let admin: Session;
  let backup: Backup;
  let before: string[];

  beforeAll(async () => {
    server = await start();
    [operator, admin] = await Promise.all([signIn(server, OPERATOR), signIn(server, FACTORY_ADMIN)]);
    before = await customerNames(admin);
    backup = await backUp(operator);
    expect(backup.status).toBe('verified');
    // The change the restore must undo: a customer added, another's phone changed.
    expect((await admin.call('POST', '/api/customers', { name: 'Made After The Backup' })).status).toBe(201);
    const page = (await (await admin.call('GET', '/api/customers?size=1000')).json()) as Page<Customer>;
    const first = page.content.find((customer) => customer.name !== 'Made After The Backup');
    if (!first) throw new Error('the demo data has no customer');
    const { id, createTime: _createTime, ...fields } = first;
    expect(
      (await admin.call('PUT', `/api/customers/${id}`, { ...fields, phone: '13712345678' })).status,
    ).toBe(200);
    expect(await customerNames(admin)).not.toEqual(before);
  });
  afterAll(() => server?.stop());

  it('refuses a wrong password or a wrongly typed name, changing nothing', async () => {
    const wrong = await operator.call('POST', '/api/backups/restore', {
      id: backup.id,
      password: 'not-it',
      confirm: backup.fileName,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'backups.wrongPassword' });
    const mistyped = await operator.call('POST', '/api/backups/restore', {
      id: backup.id,
      password: PASSWORD,
      confirm: backup.fileName.replace('.tar.gz', ''),
    });
    expect(mistyped.status).toBe(400);
    expect((await mistyped.json()) as { message: string }).toMatchObject({
      message: `confirm: type the backup file name ${backup.fileName} to confirm`,
    });
    expect((await admin.call('GET', '/api/customers?size=1')).status).toBe(200);
  });

  it('refuses a damaged file, uploaded or kept, and changes nothing', async () => {
    const file = path.join(dataDir, 'backups', backup.fileName);
    const bytes = fs.readFileSync(file);
    const damaged = Buffer.from(bytes);
    // 4 KiB of noise in the middle: one byte changed inside a long run of one value may still decode to the
    // same run, and so to the same file, which is no damage at all.
    randomBytes(4096).copy(damaged, Math.floor(bytes.length / 2));
    // Uploaded: cut short, as a download that stopped half-way.
    const uploaded = await restoreUpload(
      operator,
      server,
      bytes.subarray(0, Math.floor(bytes.length * 0.7)),
      'damaged.tar.gz',
    );
    expect(uploaded.status).toBe(400);
    expect(((await uploaded.json()) as { message: string }).message).toMatch(
      /^This backup cannot be restored: .*Nothing was changed\.$/,
    );
    // The kept file changed on disk: its SHA-256 is no longer the one recorded.
    fs.writeFileSync(file, damaged);
    const kept = await operator.call('POST', '/api/backups/restore', {
      id: backup.id,
      password: PASSWORD,
      confirm: backup.fileName,
    });
    expect(kept.status).toBe(400);
    expect(((await kept.json()) as { message: string }).message).toMatch(/checksum/);
    fs.writeFileSync(file, bytes);
    // Nothing changed, nobody was signed out, and the server is not in maintenance.
    expect(await customerNames(admin)).toContain('Made After The Backup|');
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('says why in the operator’s language, the reason too', async () => {
    const file = path.join(dataDir, 'backups', backup.fileName);
    const bytes = fs.readFileSync(file);
    const damaged = Buffer.from(bytes);
    randomBytes(4096).copy(damaged, Math.floor(bytes.length / 2));
    fs.writeFileSync(file, damaged);
    try {
      const answer = await fetch(`${server.url}/api/backups/restore`, {
        method: 'POST',
        headers: {
          authorization: operator.token,
          'content-type': 'application/json',
          'accept-language': 'zh-CN',
        },
        body: JSON.stringify({ id: backup.id, password: PASSWORD, confirm: backup.fileName }),
      });
      expect(answer.status).toBe(400);
      const reason = msg('backups.reason.fileChanged');
      const body = (await answer.json()) as { message: string; code: string; params: object };
      expect(body).toEqual(
        expect.objectContaining({
          code: 'backups.unusable',
          params: { reason: { code: 'backups.reason.fileChanged', params: {} } },
          message: renderMessage(BACKUP_MESSAGES.unusable(reason), 'zh-CN'),
        }),
      );
      // No English left in it: the reason is Chinese as well as the sentence around it.
      expect(body.message).toContain(renderMessage(reason, 'zh-CN'));
      expect(body.message).not.toMatch(/[A-Za-z]/);
    } finally {
      fs.writeFileSync(file, bytes);
    }
  });

  it('refuses a restore while a backup is being made', async () => {
    const started = await operator.call('POST', '/api/backups');
    expect(started.status).toBe(202);
    const refused = await operator.call('POST', '/api/backups/restore', {
      id: backup.id,
      password: PASSWORD,
      confirm: backup.fileName,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'backups.busy' });
    const made = await settled(operator, ((await started.json()) as Backup).id);
    expect(made.status).toBe('verified');
    expect((await operator.call('DELETE', `/api/backups/${made.id}`)).status).toBe(204);
  });

  it('refuses a backup made by a newer version', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-newer-'));
    try {
      const manifest = await extractArchive(path.join(dataDir, 'backups', backup.fileName), work);
      const newer = {
        ...manifest,
        state: {
          ...manifest.state,
          migrations: { count: manifest.state.migrations.count + 1, last: Date.now() },
        },
      };
      const file = path.join(work, 'newer.tar.gz');
      await writeArchive(file, newer, [
        ...filesUnder(path.join(work, 'database'), 'database/'),
        ...filesUnder(path.join(work, 'avatars'), 'avatars/'),
      ]);
      const answer = await restoreUpload(operator, server, fs.readFileSync(file), 'newer.tar.gz');
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /made by a newer version of the product .*update the server first/,
      );
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it('restores it: the change is gone, everything before it is back, and everyone signs in again', async () => {
    const answer = await operator.call('POST', '/api/backups/restore', {
      id: backup.id,
      password: PASSWORD,
      confirm: backup.fileName,
    });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({
      restoring: true,
      fileName: backup.fileName,
      createdAt: backup.createdAt,
    });
    await backAgain(server);
    expect(server.process.exitCode).toBeNull();
    // Every session ended: the restored data's sessions as well as the ones made since.
    expect((await admin.call('GET', '/api/customers')).status).toBe(401);
    expect((await operator.call('GET', '/api/backups')).status).toBe(401);
    const adminAgain = await signIn(server, FACTORY_ADMIN);
    expect(await customerNames(adminAgain)).toEqual(before);
    // The backups are kept outside the data restored: the list is as it was.
    const operatorAgain = await signIn(server, OPERATOR);
    const list = (await (await operatorAgain.call('GET', '/api/backups')).json()) as BackupList;
    expect(list.content.map((each) => each.id)).toEqual([backup.id]);
    // The platform's log, restored, has the restore in it.
    const log = (await (await operatorAgain.call('GET', '/api/logs/platform?size=20')).json()) as Page<{
      description: string;
      statusCode: number;
    }>;
    expect(log.content).toContainEqual(
      expect.objectContaining({
        description: `Restore backup ${backup.fileName} (made ${backup.createdAt})`,
        statusCode: 202,
      }),
    );
  });
});

describe('a restore cut short by SIGKILL', () => {
  it('comes back on the old data or the restored data, never a mix', async () => {
    let server = await start();
    const operator = await signIn(server, OPERATOR);
    const backup = await backUp(operator);
    const backed = await customerNames(await signIn(server, FACTORY_ADMIN));
    const added: string[] = [];
    const outcomes: string[] = [];
    // Killed at several moments of the restore: before its commit, around it, after it.
    for (const delayMs of [30, 300, 900]) {
      const admin = await signIn(server, FACTORY_ADMIN);
      const name = `Added Before Kill ${delayMs}`;
      expect((await admin.call('POST', '/api/customers', { name })).status).toBe(201);
      added.push(`${name}|`);
      const operatorNow = await signIn(server, OPERATOR);
      void operatorNow
        .call('POST', '/api/backups/restore', { id: backup.id, password: PASSWORD, confirm: backup.fileName })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      server.process.kill('SIGKILL');
      await server.stop();
      server = await start();
      const names = await customerNames(await signIn(server, FACTORY_ADMIN));
      const restored = names.join() === backed.join();
      const old = names.join() === [...backed, ...added].sort().join();
      expect(restored || old, `after a kill at ${delayMs} ms: ${names.join(', ')}`).toBe(true);
      outcomes.push(restored ? 'restored' : 'old');
      if (restored) added.length = 0;
    }
    await server.stop();
    expect(outcomes).toHaveLength(3);
    // Four server starts and a backup: on a busy 2-core machine, more than the api project's 60 s.
  }, 180_000);
});
