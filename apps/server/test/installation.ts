import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION, APP_VERSION_HEADER, type Backup, type BackupList } from '@gbo/contracts';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../src/db/client';
import { CAPTCHA, openTestDiskDatabase } from './helpers';
import { TEST_PASSWORD_COST_LOG2 } from './password-cost';
import { type RunningServer, startServer } from './spawn-server';

// A whole installation for the real server process (its data directory, and on PostgreSQL a database of its
// own), and what an operator does on it over HTTP: for the tests of backups and restore.

export const PASSWORD = 'Demo@2026';

export type Installation = {
  dataDir: string;
  /** Starts the server process on it. */
  start(): Promise<RunningServer>;
  remove(): Promise<void>;
};

/** A new installation holding the seeded template: on PostgreSQL when DATABASE_URL is set, else embedded. */
export async function createInstallation(): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-installation-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2),
  };
  let dropDatabase = async () => undefined as void;
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `gbo_test_install_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    env.DATABASE_URL = withDatabase(url, name);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    // The seeded template, unpacked into DATA_DIR as the server keeps its embedded database.
    await (await openTestDiskDatabase(dataDir)).close();
  }
  // Every server started on it, stopped before it is removed: a test that timed out leaves none running.
  const started: RunningServer[] = [];
  return {
    dataDir,
    start: async () => {
      const server = await startServer(env);
      started.push(server);
      return server;
    },
    remove: async () => {
      await Promise.all(started.map((server) => server.stop()));
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = { token: string; call(method: string, url: string, body?: object): Promise<Response> };

/** Signs a demo person in to factory 1 through the real endpoints. */
export async function signIn(server: RunningServer, mobile: string): Promise<Session> {
  const { uuid } = (await (await fetch(`${server.url}/auth/code`)).json()) as { uuid: string };
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: APP_VERSION },
    body: JSON.stringify({ mobile, password: PASSWORD, code: CAPTCHA, uuid, factoryId: 1 }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return sessionOf(server, token);
}

export const sessionOf = (server: RunningServer, token: string): Session => ({
  token,
  call: (method, url, body) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
});

/** Makes a backup and answers it once it is proven (or has failed). */
export async function backUp(operator: Session): Promise<Backup> {
  const started = await operator.call('POST', '/api/backups');
  if (started.status !== 202) throw new Error(`backup refused: ${await started.text()}`);
  return settled(operator, ((await started.json()) as Backup).id);
}

/** A backup once it is proven (or has failed). */
export async function settled(operator: Session, id: string): Promise<Backup> {
  for (;;) {
    const list = (await (await operator.call('GET', '/api/backups')).json()) as BackupList;
    const backup = list.content.find((each) => each.id === id);
    if (backup && backup.status !== 'running') return backup;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the server answers /health again (it restarts after a restore). */
export async function backAgain(server: RunningServer): Promise<void> {
  for (;;) {
    const status = await fetch(`${server.url}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Restores from an uploaded file, as the page's "Restore from a file…" sends it. */
export function restoreUpload(session: Session, server: RunningServer, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.set('password', PASSWORD);
  form.set('confirm', fileName);
  form.set('file', new Blob([bytes]), fileName);
  return fetch(`${server.url}/api/backups/restore`, {
    method: 'POST',
    headers: { authorization: session.token },
    body: form,
  });
}
