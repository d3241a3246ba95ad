import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');

export type RunningServer = {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the server entry point with the given environment, collecting everything it prints. */
async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  // SERVER_NODE_ARGS: extra flags for the server's node (a benchmark's `--cpu-prof`, say).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    // No HTTPS unless a test asks for it (on a port of its own): servers started together would all want 8443.
    // No scheduled backup: a test running at 02:00 would meet one.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      HTTPS_PORT: '0',
      BACKUP_SCHEDULE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, exited, output: () => output };
}

/** Starts the real server as its own process (as `npm start` does) and resolves once /health answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const { port, child, exited, output } = await spawnServer({ LOG_LEVEL: 'warn', ...env });
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${server.url}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`server did not answer /health within ${timeoutMs} ms:\n${output()}`);
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerExpectingExit(env: Record<string, string>) {
  const { exited, output } = await spawnServer(env);
  return { code: await exited, output: output() };
}
