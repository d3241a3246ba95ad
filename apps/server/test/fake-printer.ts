import net from 'node:net';

/**
 * A label printer on 127.0.0.1 for the tests: it takes jobs on a raw TCP port as a network printer's port
 * 9100 does, keeps each connection's bytes as one received job, and can be switched off (its port then
 * refuses) and on again at the same port.
 */
export class FakePrinter {
  readonly jobs: Buffer[] = [];
  private server: net.Server | null = null;
  private waiters: (() => void)[] = [];
  port = 0;

  async on(): Promise<void> {
    const server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => {
        this.jobs.push(Buffer.concat(chunks));
        socket.end();
        for (const wake of this.waiters.splice(0)) wake();
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Switched off: its port refuses connections. */
  async off(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` jobs have arrived (or rejects after `ms`). */
  async received(count: number, ms = 15_000): Promise<Buffer[]> {
    const deadline = Date.now() + ms;
    while (this.jobs.length < count) {
      if (Date.now() > deadline) throw new Error(`printer received ${this.jobs.length} jobs, not ${count}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.jobs;
  }
}

/** A port nothing listens on: a printer that is off. */
export async function closedPort(): Promise<number> {
  const printer = new FakePrinter();
  await printer.on();
  await printer.off();
  return printer.port;
}
