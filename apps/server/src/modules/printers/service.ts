import type {
  MessageLocale,
  Page,
  PrintJob,
  PrintJobKind,
  PrintJobQuery,
  Printer,
  PrinterCreate,
  PrinterDpi,
  PrinterUse,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { guardConstraints } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import { labelJob } from '../../lib/labels/job';
import type { Label, LabelSetup } from '../../lib/labels/label';
import { msg, renderMessage } from '../../lib/messages';
import * as repo from './repository';
import { testLabel } from './test-label';

export const PRINTER_MESSAGES = {
  notFound: (id: number) => msg('printers.notFound', { id }),
  nameTaken: (name: string) => msg('printers.nameTaken', { name }),
  jobsWaiting: (name: string, count: number) => msg('printers.jobsWaiting', { name, count }),
  jobNotFound: (id: number) => msg('printers.jobNotFound', { id }),
  notFailed: (id: number) => msg('printers.jobNotFailed', { id }),
  notQueued: (id: number) => msg('printers.jobNotQueued', { id }),
  noPrinter: (id: number) => msg('printers.jobNoPrinter', { id }),
  defaultTaken: msg('printers.defaultTaken'),
} as const;

const toPrinter = (row: repo.PrinterRow): Printer => ({
  id: row.id,
  name: row.name,
  protocol: row.protocol as Printer['protocol'],
  host: row.host,
  port: row.port,
  dpi: row.dpi,
  widthMm: Number(row.widthMm),
  heightMm: Number(row.heightMm),
  gapMm: Number(row.gapMm),
  darkness: row.darkness,
  speed: row.speed,
  cjkFont: row.cjkFont,
  defaultFor: [
    ...(row.defaultTickets ? (['tickets'] as const) : []),
    ...(row.defaultCartons ? (['cartons'] as const) : []),
  ],
  createTime: row.createTime.toISOString(),
});

const toJob = (row: repo.PrintJobRow): PrintJob => ({
  id: row.id,
  printerId: row.printerId,
  printerName: row.printerName,
  kind: row.kind as PrintJob['kind'],
  subject: row.subject,
  labels: row.labels,
  bytes: row.bytes,
  status: row.status as PrintJob['status'],
  attempts: row.attempts,
  errorCode: row.errorCode as PrintJob['errorCode'],
  lastError: row.lastError,
  nextAttemptTime: row.status === 'queued' && row.attempts > 0 ? row.nextAttemptAt.toISOString() : null,
  createdBy: row.createdByName,
  createTime: row.createTime.toISOString(),
  sentTime: row.sentAt?.toISOString() ?? null,
});

const valuesOf = (body: PrinterCreate): repo.PrinterValues => ({
  name: body.name,
  protocol: body.protocol,
  host: body.host,
  port: body.port,
  dpi: body.dpi,
  widthMm: String(body.widthMm),
  heightMm: String(body.heightMm),
  gapMm: String(body.gapMm),
  darkness: body.darkness,
  speed: body.speed,
  cjkFont: body.cjkFont,
  defaultTickets: body.defaultFor.includes('tickets'),
  defaultCartons: body.defaultFor.includes('cartons'),
});

/** A printer as a job needs it: its language, head and label, at a given label size. */
export function labelSetupOf(printer: Printer, size?: { widthMm: number; heightMm: number }): LabelSetup {
  return {
    protocol: printer.protocol,
    dpi: printer.dpi as PrinterDpi,
    widthMm: size?.widthMm ?? printer.widthMm,
    heightMm: size?.heightMm ?? printer.heightMm,
    gapMm: printer.gapMm,
    darkness: printer.darkness,
    speed: printer.speed,
    cjkFont: printer.cjkFont,
  };
}

/** A job to queue: the bytes of its labels, how many, and what they print in words. */
export type JobToQueue = { kind: PrintJobKind; subject: string; labels: number; payload: Buffer };

export function createPrinterService({ db }: { db: Db }) {
  async function list(auth: AuthContext): Promise<Printer[]> {
    return (await repo.findPrinters(db, auth.factoryId)).map(toPrinter);
  }

  async function get(auth: AuthContext, id: number): Promise<Printer> {
    const row = await repo.findPrinter(db, auth.factoryId, id);
    if (!row) throw notFound(PRINTER_MESSAGES.notFound(id));
    return toPrinter(row);
  }

  /** The factory's default printer for tickets or cartons, or null. */
  async function defaultFor(auth: AuthContext, use: PrinterUse): Promise<Printer | null> {
    const row = await repo.findDefaultPrinter(db, auth.factoryId, use);
    return row ? toPrinter(row) : null;
  }

  /** Writes a printer; a use it is now the default for is taken from the others first (one default a use). */
  async function save(auth: AuthContext, id: number | null, body: PrinterCreate): Promise<Printer> {
    const values = valuesOf(body);
    const write = async () => {
      await repo.clearDefaults(db, auth.factoryId, id, values);
      if (id === null) return repo.insertPrinter(db, auth.factoryId, values);
      if (!(await repo.updatePrinter(db, auth.factoryId, id, values)))
        throw notFound(PRINTER_MESSAGES.notFound(id));
      return id;
    };
    const saved = await guardConstraints(write(), {
      duplicate: body.name ? PRINTER_MESSAGES.nameTaken(body.name) : PRINTER_MESSAGES.defaultTaken,
    });
    return get(auth, saved);
  }

  /** Deletes a printer with no job waiting for it; answers its name. Its finished jobs keep the name. */
  async function remove(auth: AuthContext, id: number): Promise<string> {
    const result = await repo.deletePrinter(db, auth.factoryId, id);
    if (result === null) throw notFound(PRINTER_MESSAGES.notFound(id));
    if ('pending' in result) {
      const { name } = await get(auth, id);
      throw conflict(PRINTER_MESSAGES.jobsWaiting(name, result.pending));
    }
    return result.deleted;
  }

  /** Queues a job for a printer of the factory (tickets, cartons); it goes out when the transaction commits. */
  async function enqueue(auth: AuthContext, printer: Printer, job: JobToQueue): Promise<PrintJob> {
    const id = await repo.insertJob(db, auth.factoryId, {
      printerId: printer.id,
      printerName: printer.name,
      createdBy: auth.userId,
      ...job,
    });
    return getJob(auth, id);
  }

  /** Builds and queues a printer's test label. */
  async function testPrint(auth: AuthContext, id: number, locale: MessageLocale): Promise<PrintJob> {
    const printer = await get(auth, id);
    const label: Label = testLabel(printer as Printer & { dpi: PrinterDpi }, {
      chinese: renderMessage(msg('labels.testChinese'), 'zh-CN'),
      printedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
    });
    return enqueue(auth, printer, {
      kind: 'test',
      subject: renderMessage(msg('labels.testSubject'), locale),
      labels: 1,
      payload: labelJob(labelSetupOf(printer), [label]),
    });
  }

  async function jobs(auth: AuthContext, query: PrintJobQuery): Promise<Page<PrintJob>> {
    // Filtering by another factory's printer is not found, as every id of it is.
    if (query.printerId !== undefined) await get(auth, query.printerId);
    const { rows, total } = await repo.findJobPage(db, auth.factoryId, query);
    return { content: rows.map(toJob), totalElements: total };
  }

  async function getJob(auth: AuthContext, id: number): Promise<PrintJob> {
    const row = await repo.findJob(db, auth.factoryId, id);
    if (!row) throw notFound(PRINTER_MESSAGES.jobNotFound(id));
    return toJob(row);
  }

  async function retryJob(auth: AuthContext, id: number): Promise<PrintJob> {
    const job = await getJob(auth, id);
    if (job.status === 'failed' && job.printerId === null) throw conflict(PRINTER_MESSAGES.noPrinter(id));
    if (!(await repo.requeueJob(db, auth.factoryId, id))) throw conflict(PRINTER_MESSAGES.notFailed(id));
    return getJob(auth, id);
  }

  async function cancelJob(auth: AuthContext, id: number): Promise<PrintJob> {
    await getJob(auth, id);
    if (!(await repo.cancelJob(db, auth.factoryId, id))) throw conflict(PRINTER_MESSAGES.notQueued(id));
    return getJob(auth, id);
  }

  return { list, get, defaultFor, save, remove, enqueue, testPrint, jobs, getJob, retryJob, cancelJob };
}

export type PrinterService = ReturnType<typeof createPrinterService>;
