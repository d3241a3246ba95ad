import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, FakePrinter } from '../../../test/fake-printer';
import { sendToPrinter } from './send';

const timeouts = { connectMs: 2000, idleMs: 1500, closeMs: 500 };
const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A printer on 127.0.0.1 that does what `behave` says with each connection. */
async function printerThat(behave: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer((socket) => {
    sockets.push(socket);
    behave(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

describe('sending a job to a printer', () => {
  it('is sent when the printer took every byte', async () => {
    const printer = new FakePrinter();
    await printer.on();
    const payload = Buffer.alloc(3_000_000, 'A');
    expect(await sendToPrinter('127.0.0.1', printer.port, payload, timeouts)).toEqual({ sent: true });
    const [received] = await printer.received(1);
    expect(received!.equals(payload)).toBe(true);
    await printer.off();
  });

  it('is retried when the printer is off (its port refuses)', async () => {
    const outcome = await sendToPrinter('127.0.0.1', await closedPort(), Buffer.from('^XA^XZ'), timeouts);
    expect(outcome).toMatchObject({ sent: false, retry: true, code: 'refused' });
  });

  it('fails, not retried, when the connection breaks mid-job: the printer may have printed part of it', async () => {
    // Reads a little of a big job, then drops the connection.
    const port = await printerThat((socket) => socket.once('data', () => socket.resetAndDestroy()));
    const outcome = await sendToPrinter('127.0.0.1', port, Buffer.alloc(8_000_000, 'B'), timeouts);
    expect(outcome).toMatchObject({ sent: false, retry: false, code: 'broken' });
  });

  it('fails, not retried, when the printer stops reading (out of paper) past the idle time', async () => {
    const port = await printerThat((socket) => socket.pause());
    const outcome = await sendToPrinter('127.0.0.1', port, Buffer.alloc(16_000_000, 'C'), timeouts);
    expect(outcome).toMatchObject({ sent: false, retry: false, code: 'broken' });
    expect((outcome as { detail: string }).detail).toMatch(/stopped reading after \d+ of 16000000 bytes/);
  });

  it('is retried when the printer’s name does not resolve (yet)', async () => {
    // .invalid never resolves (RFC 6761).
    const outcome = await sendToPrinter('printer.invalid', 9100, Buffer.from('^XA^XZ'), timeouts);
    expect(outcome).toMatchObject({ sent: false, retry: true, code: 'unknownHost' });
  });
});
