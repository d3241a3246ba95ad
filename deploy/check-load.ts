/**
 * The load half of deploy/check.sh (which starts nginx with deploy/nginx/gbo.conf in front of two server
 * processes on one PostgreSQL database, then runs this with `npx tsx`). Everything goes through nginx over
 * HTTPS, from 127.0.0.2 (another loopback address than nginx's own 127.0.0.1, so the server can only learn it
 * from X-Forwarded-For):
 *
 * 1. the HTTP port redirects to HTTPS; the web app and /health answer through nginx;
 * 2. sign-in, with a forged X-Forwarded-For: the audit log has the client's real address (TRUST_PROXY);
 * 3. the dashboard's event stream, opened through nginx, brings a `changed` event promptly after a scan;
 * 4. SCANS one-piece scans (each its own bundle and process, each its own requestId), CONCURRENCY at a time;
 *    when half are acknowledged the first server process is killed with SIGKILL. A scan answered with
 *    anything but 200/201 (nginx's 502 for a request in flight to the killed process) or not answered is sent
 *    again with the same requestId, as the scan app's outbox does;
 * 5. the database: every acknowledged scan is there once, with the id its answer gave, and no bundle and
 *    process was recorded twice; each process's log: both answered scans before the kill, only the survivor
 *    after it.
 *
 * Exits non-zero naming what failed. Settings come from deploy/check.sh (CHECK_* and DATABASE_URL).
 */
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is not set (run deploy/check.sh)`);
  return value;
};

const HTTPS_URL = new URL(env('CHECK_HTTPS_URL'));
const HTTP_URL = new URL(env('CHECK_HTTP_URL'));
const CLIENT_ADDRESS = env('CHECK_CLIENT_ADDRESS', '127.0.0.2');
const CAPTCHA = env('CHECK_CAPTCHA');
const SCANS = Number(env('CHECK_SCANS', '300'));
const CONCURRENCY = Number(env('CHECK_CONCURRENCY', '8'));
/** The server processes: "pid:port" each, comma-separated; the first is the one killed. */
const SERVERS = env('CHECK_SERVERS')
  .split(',')
  .map((entry) => {
    const [pid = '', port = ''] = entry.split(':');
    return { pid: Number(pid), port: Number(port) };
  });
const DATABASE_URL = env('DATABASE_URL');
/** nginx's access log of the site. */
const ACCESS_LOG = env('CHECK_ACCESS_LOG');
const PASSWORD = 'Demo@2026';
const FORGED_ADDRESS = '203.0.113.7';
const MAX_ATTEMPTS = 20;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const agent = new https.Agent({
  ca: fs.readFileSync(env('CHECK_CA')),
  localAddress: CLIENT_ADDRESS,
  keepAlive: true,
  maxSockets: CONCURRENCY + 4,
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** One HTTPS request through nginx; rejects on a network error or after 15 s. */
function request(
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = https.request(
      new URL(path, HTTPS_URL),
      {
        method,
        agent,
        timeout: 15_000,
        headers: { ...(payload && { 'content-type': 'application/json' }), ...headers },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function api<T>(method: string, path: string, token?: string, body?: unknown, extra = {}): Promise<T> {
  const answer = await request(method, path, {
    body,
    headers: { ...(token && { authorization: token }), ...extra },
  });
  if (answer.status >= 300)
    throw new Error(`${method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

/** Signs a demo person in to Ningbo as the login page does, with a forged X-Forwarded-For. */
async function signIn(mobile: string): Promise<string> {
  const forged = { 'x-forwarded-for': FORGED_ADDRESS };
  const factories = await api<{ factoryId: number; factoryName: string }[]>(
    'POST',
    '/auth/getLoginList',
    undefined,
    { mobile, password: PASSWORD },
    forged,
  );
  const factoryId = factories.find((factory) => factory.factoryName.includes('Ningbo'))?.factoryId;
  if (factoryId === undefined) throw new Error(`${mobile} cannot sign in to Ningbo`);
  const { uuid } = await api<{ uuid: string }>('GET', '/auth/code', undefined, undefined, forged);
  const { token } = await api<{ token: string }>(
    'POST',
    '/auth/login',
    undefined,
    { mobile, password: PASSWORD, code: CAPTCHA, uuid, factoryId },
    forged,
  );
  return token;
}

/** The first lines of the dashboard's event stream through nginx, with when each arrived. */
function openEventStream(token: string) {
  const received: { at: number; text: string }[] = [];
  let closeStream = () => {};
  const opened = new Promise<number>((resolve, reject) => {
    const outgoing = https.request(new URL('/api/dashboard/events', HTTPS_URL), {
      agent: new https.Agent({ ca: fs.readFileSync(env('CHECK_CA')), localAddress: CLIENT_ADDRESS }),
      headers: { authorization: token, accept: 'text/event-stream' },
    });
    outgoing.on('response', (incoming) => {
      if (incoming.statusCode !== 200) reject(new Error(`event stream: HTTP ${incoming.statusCode}`));
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => received.push({ at: performance.now(), text: chunk }));
      resolve(incoming.statusCode ?? 0);
    });
    outgoing.on('error', (error) => {
      if (!closed) reject(error);
    });
    let closed = false;
    closeStream = () => {
      closed = true;
      outgoing.destroy();
    };
    outgoing.end();
  });
  const waitFor = async (pattern: RegExp, ms: number) => {
    const deadline = performance.now() + ms;
    while (performance.now() < deadline) {
      const hit = received.find((chunk) => pattern.test(chunk.text));
      if (hit) return hit.at;
      await sleep(20);
    }
    return undefined;
  };
  return { opened, waitFor, close: () => closeStream() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain-HTTP GET (the redirect). */
function httpGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, HTTP_URL), { localAddress: CLIENT_ADDRESS }, (incoming) => {
        incoming.resume();
        resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location });
      })
      .on('error', reject);
  });
}

type Attempt = {
  requestId: string;
  /** The x-request-id sent: requestId.attempt, so each process's log names the very attempt it answered. */
  attemptId: string;
  startedAt: number;
  status: number | 'network error';
  scanId?: number;
};

async function main() {
  const started = performance.now();
  const database = new pg.Client({ connectionString: DATABASE_URL });
  await database.connect();
  try {
    // 1. The site's plain answers.
    const redirect = await httpGet('/work/list?x=1');
    check(
      redirect.status === 301 && redirect.location === `https://${HTTP_URL.hostname}/work/list?x=1`,
      `http:// redirects to https:// (${redirect.status} → ${redirect.location})`,
    );
    const health = await request('GET', '/health');
    check(health.status === 200, `/health through nginx answers ${health.status}`);
    const page = await request('GET', '/');
    check(
      page.status === 200 && /<html/i.test(page.text),
      `the web app through nginx answers ${page.status}`,
    );

    // A line board's display key travels in its event stream's query string: never in nginx's log.
    const boardKey = `deploy-${randomBytes(16).toString('hex')}`;
    const board = await request('GET', `/api/board/events?key=${boardKey}`);
    check(
      board.status === 401 || board.status === 400,
      `a board stream with a made-up key answers ${board.status}`,
    );

    // 2. Sign-in; the client's address as the server saw it.
    const signInStarted = new Date();
    const admin = await signIn('13900000001');
    const workers = await Promise.all(['13900000011', '13900000012', '13900000013'].map(signIn));
    const { rows: addresses } = await database.query<{ ip: string }>(
      `select distinct ip from audit_logs where path = '/auth/login' and create_time >= $1`,
      [signInStarted],
    );
    const seen = addresses.map((row) => row.ip).join(', ');
    check(
      seen === CLIENT_ADDRESS,
      `the audit log has the client's address ${CLIENT_ADDRESS} (not nginx's 127.0.0.1 nor the forged ${FORGED_ADDRESS}): ${seen}`,
    );

    // Something to scan: a style of 3 processes and a bed of 100 bundles.
    const runId = randomBytes(4).toString('hex');
    const style = await api<{ id: number }>('POST', '/api/styles', admin, {
      styleNo: `DEPLOY-${runId.toUpperCase()}`,
      name: 'Deployment check',
      colours: ['Black', 'White'],
      sizes: ['M'],
      orderQty: [],
      processes: [
        { name: 'Join shoulders', rate: '0.100' },
        { name: 'Set sleeves', rate: '0.200' },
        { name: 'Hem', rate: '0.300' },
      ],
    });
    const bed = await api<{ bundles: { ticketNo: number }[] }>('POST', '/api/cutOrders', admin, {
      styleId: style.id,
      cutDate: new Date().toISOString().slice(0, 10),
      ratio: [{ size: 'M', ratio: 1 }],
      lays: [
        { colour: 'Black', layers: 500 },
        { colour: 'White', layers: 500 },
      ],
      maxPlies: 10,
    });
    const tickets = bed.bundles.map((bundle) => String(bundle.ticketNo));
    const lookup = await api<{ processes: { processId: number }[] }>(
      'GET',
      `/api/scans/lookup?ticket=${tickets[0]}`,
      admin,
    );
    const processIds = lookup.processes.map((process) => process.processId);
    const pairs = tickets.flatMap((ticket) => processIds.map((processId) => ({ ticket, processId })));
    if (pairs.length < SCANS)
      throw new Error(`the bed has ${pairs.length} (bundle, process) pairs, < ${SCANS}`);

    // 3. The event stream, through nginx: open, then one scan, then its `changed` event.
    const stream = openEventStream(admin);
    check((await stream.opened) === 200, 'the dashboard event stream opens through nginx');
    check((await stream.waitFor(/: open/, 2000)) !== undefined, 'its first lines arrive at once');
    const attempts: Attempt[] = [];
    const acknowledged = new Map<string, Attempt>();
    let attemptCount = 0;
    /** Sends scan n until it is acknowledged (200/201), with the same requestId every time. */
    const scan = async (n: number) => {
      const pair = pairs[n] ?? pairs[0]!;
      const requestId = `deploy-${runId}-${n}`;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const record: Attempt = {
          requestId,
          attemptId: `${requestId}.${attempt}`,
          startedAt: performance.now(),
          status: 'network error',
        };
        attempts.push(record);
        attemptCount++;
        try {
          const answer = await request('POST', '/api/scans', {
            body: { ...pair, qty: 1, requestId },
            headers: { authorization: workers[n % workers.length]!, 'x-request-id': record.attemptId },
          });
          record.status = answer.status;
          if (answer.status === 200 || answer.status === 201) {
            record.scanId = (JSON.parse(answer.text) as { id: number }).id;
            acknowledged.set(requestId, record);
            return;
          }
          if (answer.status < 500) throw new Error(`scan ${requestId}: ${answer.status} ${answer.text}`);
        } catch (error) {
          if (record.status !== 'network error' && record.status < 500) throw error;
        }
        // RETRY: not acknowledged, so the outbox sends it again, the same requestId.
        await sleep(100);
      }
      throw new Error(`scan ${requestId} not acknowledged after ${MAX_ATTEMPTS} attempts`);
    };
    const firstScanAt = performance.now();
    await scan(0);
    const eventAt = await stream.waitFor(/event: changed/, 5000);
    check(
      eventAt !== undefined,
      `a scan's \`changed\` event arrives through nginx ${eventAt === undefined ? 'not within 5 s' : `after ${Math.round(eventAt - firstScanAt)} ms`}`,
    );
    stream.close();

    // 4. The load, and the kill half-way.
    const victim = SERVERS[0]!;
    let next = 1;
    let killedAt: number | undefined;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SCANS) {
          const n = next++;
          await scan(n);
          if (killedAt === undefined && acknowledged.size >= SCANS / 2) {
            killedAt = performance.now();
            process.kill(victim.pid, 'SIGKILL');
            console.info(
              `     killed process 1 (pid ${victim.pid}, port ${victim.port}) with SIGKILL after ${acknowledged.size} acknowledged scans`,
            );
          }
        }
      }),
    );
    check(killedAt !== undefined, 'process 1 was killed mid-load');
    const killTime = killedAt ?? Infinity;
    check(
      acknowledged.size === SCANS,
      `every scan was acknowledged in the end: ${acknowledged.size} of ${SCANS}`,
    );
    const failed = attempts.filter((attempt) => attempt.status !== 200 && attempt.status !== 201);
    const lateFailures = failed.filter((attempt) => attempt.startedAt > killTime + 2000);
    check(
      lateFailures.length === 0,
      `no request failed once nginx had taken the killed process out (${lateFailures.length} failed more than 2 s after the kill)`,
    );

    // 5a. The database: each acknowledged scan once, with the id it was answered with; no pair twice.
    const { rows } = await database.query<{ request_id: string; id: string; n: string }>(
      `select request_id, min(id)::text as id, count(*)::text as n from scans where request_id like $1 group by request_id`,
      [`deploy-${runId}-%`],
    );
    const recorded = new Map(rows.map((row) => [row.request_id, row]));
    const lost = [...acknowledged.values()].filter(
      (attempt) => String(attempt.scanId) !== recorded.get(attempt.requestId)?.id,
    );
    const doubled = rows.filter((row) => row.n !== '1');
    const { rows: pairRows } = await database.query<{ n: string }>(
      `select count(*)::text as n from scans where request_id like $1 group by bundle_id, process_id having count(*) > 1`,
      [`deploy-${runId}-%`],
    );
    check(
      lost.length === 0,
      `no acknowledged scan lost (${lost.map((a) => a.requestId).join(' ') || 'none'})`,
    );
    check(
      doubled.length === 0 && pairRows.length === 0,
      `no scan doubled (${doubled.length + pairRows.length})`,
    );
    check(rows.length === SCANS, `${rows.length} scans recorded, one per requestId sent (${SCANS})`);

    // 5b. Who answered: nginx's access log (the site's `gbo` format) names, for each answer, the process it came
    // from (the last of $upstream_addr, when nginx moved on from one that refused) and the x-request-id it sent.
    const portIndex = new Map(SERVERS.map((server, index) => [server.port, index]));
    const answeredBy = new Map<string, number>();
    for (const line of fs.readFileSync(ACCESS_LOG, 'utf8').split('\n')) {
      const match = /upstream=(.*?) upstream_status=.* request_id=(deploy-\S+)/.exec(line);
      const port = Number(match?.[1]?.split(/[,:] ?/).at(-1));
      if (match?.[2] && portIndex.has(port)) answeredBy.set(match[2], portIndex.get(port)!);
    }
    const acks = [...acknowledged.values()];
    const unattributed = acks.filter((attempt) => !answeredBy.has(attempt.attemptId));
    check(
      unattributed.length === 0,
      `nginx's access log names the process that answered each acknowledged scan (${unattributed.length} not)`,
    );
    const accessLog = fs.readFileSync(ACCESS_LOG, 'utf8');
    check(
      accessLog.includes('/api/board/events?key=[redacted]') && !accessLog.includes(boardKey),
      "nginx's access log has the board stream's URL with its key redacted",
    );
    const before = acks.filter((attempt) => attempt.startedAt < killTime);
    const after = acks.filter((attempt) => attempt.startedAt >= killTime);
    const count = (list: Attempt[], index: number) =>
      list.filter((attempt) => answeredBy.get(attempt.attemptId) === index).length;
    check(
      count(before, 0) > 0 && count(before, 1) > 0,
      `before the kill both processes answered scans (process 1: ${count(before, 0)}, process 2: ${count(before, 1)})`,
    );
    check(
      after.length > 0 && count(after, 1) === after.length,
      `after the kill the survivor answered all ${after.length} scans sent (process 1: ${count(after, 0)})`,
    );

    const retried = new Set(
      attempts.filter((a) => a.attemptId.endsWith('.1') === false).map((a) => a.requestId),
    );
    const replays = acks.filter((attempt) => attempt.status === 200).length;
    console.info(
      [
        '',
        'Summary',
        `  scans sent:          ${SCANS} (${attemptCount} requests, ${CONCURRENCY} at a time)`,
        `  acknowledged:        ${acknowledged.size} (${acks.length - replays} recorded anew, ${replays} answered as a replay of an earlier attempt)`,
        `  failed attempts:     ${failed.length} (${[...new Set(failed.map((a) => a.status))].join(', ') || '–'})`,
        `  scans retried:       ${retried.size}`,
        `  recorded:            ${rows.length} (lost ${lost.length}, doubled ${doubled.length + pairRows.length})`,
        `  process 1 answered:  ${count(acks, 0)}, then killed (SIGKILL)`,
        `  process 2 answered:  ${count(acks, 1)} (${count(after, 1)} of them sent after the kill)`,
        `  took:                ${((performance.now() - started) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
  } finally {
    await database.end();
    agent.destroy();
  }
  if (failures.length) {
    console.error(`\n${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('deploy check failed:', error);
  process.exit(1);
});
