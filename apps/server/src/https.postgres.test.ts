import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from './db/client';
import { TEST_PASSWORD_COST_LOG2 } from '../test/password-cost';
import { freePort, type RunningServer, startServer } from '../test/spawn-server';
import { tlsHandshake } from '../test/tls-client';

const postgresUrl = process.env.DATABASE_URL ?? '';
const databaseName = `gbo_https_${process.pid}`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Phones trust the installation once: every server process on one PostgreSQL serves the same authority. */
describe('HTTPS from two server processes on one PostgreSQL', () => {
  const servers: { server: RunningServer; httpsPort: number }[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    // Started together: both find no authority and make one; the database keeps the first.
    const started = await Promise.all(
      [0, 1].map(async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-https-pg-'));
        dirs.push(dir);
        const httpsPort = await freePort();
        const server = await startServer({
          DATABASE_URL: withDatabase(postgresUrl, databaseName),
          DATA_DIR: dir,
          SEED_DEMO: 'false',
          PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2),
          HTTPS_PORT: String(httpsPort),
          PUBLIC_URL: `https://gbo.test:${httpsPort}`,
        });
        return { server, httpsPort };
      }),
    );
    servers.push(...started);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(({ server }) => server.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  it('serves the same authority from both, and each one’s certificate is trusted through it', async () => {
    const authorities = await Promise.all(
      servers.map(async ({ server }) => (await fetch(`${server.url}/ca.crt`)).text()),
    );
    expect(new Set(authorities).size).toBe(1);
    const ca = authorities[0] ?? '';
    expect(new X509Certificate(ca).ca).toBe(true);
    for (const { httpsPort } of servers) {
      const { authorized, error, certificate } = await tlsHandshake(httpsPort, 'gbo.test', ca);
      expect({ authorized, error }).toEqual({ authorized: true, error: null });
      expect(certificate.checkIssued(new X509Certificate(ca))).toBe(true);
    }
  });
});
