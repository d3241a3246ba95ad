import { connect } from 'node:net';
import type { PrintErrorCode } from '@gbo/contracts';

export type SendOutcome =
  | { sent: true }
  /** `retry`: the printer never took a byte, so the job can go again; otherwise it may have printed part. */
  | { sent: false; retry: boolean; code: PrintErrorCode; detail: string };

export type SendTimeouts = {
  /** How long the printer may take to accept the connection. */
  connectMs: number;
  /** How long the printer may stop reading mid-job (out of paper, a jam) before the job is given up. */
  idleMs: number;
  /**
   * After the last byte, how long to wait for the printer to close its side. A network printer closes once
   * it has read the job (its end comes after the last byte), so the next job does not open a second
   * connection while this one is still in the printer's buffers; one that keeps quiet is taken to have it.
   */
  closeMs: number;
};

/** Errors before the printer took anything: the printer is off, its port closed, or the network is down. */
const BEFORE_CONNECT: Record<string, PrintErrorCode> = {
  ECONNREFUSED: 'refused',
  ETIMEDOUT: 'timeout',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  EHOSTDOWN: 'unreachable',
  ENETDOWN: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
  ENOTFOUND: 'unknownHost',
  EAI_AGAIN: 'unknownHost',
};

/**
 * Sends a job's bytes to a printer's raw port (9100) and closes the connection: the printer has the job when
 * every byte is written and it closes its side (or keeps quiet for `closeMs`, as some do). The socket's own
 * flow control paces a long job to the printer's reading.
 */
export function sendToPrinter(
  host: string,
  port: number,
  payload: Buffer,
  timeouts: SendTimeouts,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let connected = false;
    let done = false;
    const socket = connect({ host, port });
    const finish = (outcome: SendOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(connectTimer);
      clearTimeout(closeTimer);
      socket.destroy();
      resolve(outcome);
    };
    const connectTimer = setTimeout(
      () =>
        finish({ sent: false, retry: true, code: 'timeout', detail: `connect to ${host}:${port} timed out` }),
      timeouts.connectMs,
    );
    let closeTimer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      connected = true;
      clearTimeout(connectTimer);
      socket.setTimeout(timeouts.idleMs);
      socket.end(payload);
    });
    socket.on('finish', () => {
      closeTimer = setTimeout(() => finish({ sent: true }), timeouts.closeMs);
    });
    // Whatever the printer says back (a status byte) is read and dropped, so its side can close.
    socket.on('data', () => undefined);
    socket.on('timeout', () =>
      finish({
        sent: false,
        retry: socket.bytesWritten === 0,
        code: socket.bytesWritten === 0 ? 'timeout' : 'broken',
        detail: `the printer stopped reading after ${socket.bytesWritten} of ${payload.length} bytes`,
      }),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const before = !connected || socket.bytesWritten === 0;
      finish({
        sent: false,
        retry: before,
        code: before ? (BEFORE_CONNECT[error.code ?? ''] ?? 'unreachable') : 'broken',
        detail: before
          ? error.message
          : `${error.message} after ${socket.bytesWritten} of ${payload.length} bytes`,
      });
    });
    socket.on('close', () => {
      if (connected && socket.writableFinished) finish({ sent: true });
      else
        finish({
          sent: false,
          retry: !connected,
          code: connected ? 'broken' : 'refused',
          detail: 'the printer closed the connection',
        });
    });
  });
}
