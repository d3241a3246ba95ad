import {
  type DefectCode,
  MAX_ADJUSTMENT_AMOUNT,
  type MessageLocale,
  type DefectCodeInput,
  type DefectCodeUpdate,
  OWN_QC_UNDO_MINUTES,
  type QcCheckpoint,
  type QcInspection,
  type QcInspectionExportQuery,
  type QcInspectionPage,
  type QcInspectionQuery,
  type QcInspectionValues,
  type QcLookup,
  type QcSummaryQuery,
  type QcSummaryRow,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import { type Db, inTransaction } from '../../db/client';
import { type AuthContext, hasAnyAuthority } from '../../lib/auth-context';
import { type QcRefusal, qcRefusalOf } from '../../lib/db-rules';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { type Message, msg, renderMessage } from '../../lib/messages';
import { type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import type { CutOrderService } from '../cut-orders';
import type { DefectLineRow, Figures, InspectionFilter, InspectionRow } from '../figures';
import type { ScanService } from '../scans';
import type { StyleService } from '../styles';
import type { FactoryService } from '../factory';
import type { InspectionCharge, WageService } from '../wages';
import { attributeDefects, mendedBy, sharesOfPieces } from './attribution';
import * as repo from './repository';

export const QC_MESSAGES = {
  notFound: (id: number) => msg('qc.notFound', { id }),
  notAMember: msg('qc.notAMember'),
  processNotFound: (field: string, id: number) => msg('qc.processNotFound', { field, id }),
  processNotInBed: (field: string, id: number, styleNo: string, bedNo: number) =>
    msg('qc.processNotInBed', { field, id, styleNo, bedNo }),
  processAfterCheckpoint: (process: string, checkpoint: Message) =>
    msg('qc.processAfterCheckpoint', { process, checkpoint }),
  unknownCode: (code: string) => msg('qc.unknownCode', { code }),
  codeDisabled: (code: string) => msg('qc.codeDisabled', { code }),
  workerNotScanner: (id: number, process: string) => msg('qc.workerNotScanner', { id, process }),
  overInspected: (bundleNo: number, checkpoint: Message, inspected: number, qty: number) =>
    inspected >= qty
      ? msg('qc.allInspected', { bundleNo, checkpoint })
      : msg('qc.overInspected', { bundleNo, checkpoint, inspected, qty, left: qty - inspected }),
  overRework: (bundleNo: number, checkpoint: Message, rework: number) =>
    rework <= 0
      ? msg('qc.noRework', { bundleNo, checkpoint })
      : msg('qc.overRework', { bundleNo, checkpoint, rework }),
  reworkRechecked: (id: number) => msg('qc.reworkRechecked', { id }),
  undoneAlready: (id: number) => msg('qc.undoneAlready', { id }),
  notYours: msg('qc.notYours'),
  tooLate: msg('qc.tooLate', { minutes: OWN_QC_UNDO_MINUTES }),
  requestIdTaken: msg('qc.requestIdTaken'),
  requestIdReused: msg('qc.requestIdReused'),
  filterNotFound: (field: string, id: number) => msg('qc.filterNotFound', { field, id }),
  codeNotFound: (id: number) => msg('qc.codeNotFound', { id }),
  codeTaken: (code: string) => msg('qc.codeTaken', { code }),
} as const;

/** The checkpoint as a message names it: "final check", "in-line check after Attach collar". */
const checkpointName = (checkpoint: QcCheckpoint, processName: string | null) =>
  checkpoint === 'final'
    ? msg('qc.checkpointFinal')
    : msg('qc.checkpointInline', { process: processName ?? '' });

/** The most a wage adjustment's note holds. */
const NOTE_LENGTH = 200;

type ChargeContext = {
  codes: readonly repo.DefectCodeRow[];
  processes: readonly { id: number; name: string }[];
  /** The bed, as "PL2408 #1". */
  where: string;
  bundleNo: number;
  locale: MessageLocale;
};

/** A charge's reason, in the inspector's language, as the worker reads it on their wage page. */
const noteOf = (code: 'qc.deductionNote' | 'qc.reworkNote', what: string, of: ChargeContext) =>
  renderMessage(msg(code, { defects: what, style: of.where, bundleNo: of.bundleNo }), of.locale).slice(
    0,
    NOTE_LENGTH,
  );

const processName = (of: ChargeContext, id: number) => of.processes.find((p) => p.id === id)?.name ?? '';

/**
 * The factory's deduction per defect for each worker charged by an inspection, with the reason: the defects
 * (the code's name in the inspector's language, count, process), the bed and the bundle.
 */
function deductionsOf(
  lines: readonly repo.DefectLineValues[],
  perDefect: string,
  of: ChargeContext,
): InspectionCharge[] {
  const byWorker = new Map<number, repo.DefectLineValues[]>();
  for (const line of lines)
    if (line.workerId !== null) byWorker.set(line.workerId, [...(byWorker.get(line.workerId) ?? []), line]);
  return [...byWorker].map(([workerId, own]) => {
    // One entry per code and process, however many lines carried it.
    const counts = new Map<string, number>();
    for (const line of own) {
      const code = of.codes.find((c) => Number(c.id) === line.defectCodeId);
      const name = of.locale === 'zh-CN' ? (code?.nameZh ?? code?.name) : code?.name;
      const key = `${name ?? ''}\u0000${processName(of, line.processId)}`;
      counts.set(key, (counts.get(key) ?? 0) + line.qty);
    }
    const defects = [...counts]
      .map(([key, qty]) => {
        const [name, process] = key.split('\u0000');
        return `${name}×${qty} ${process}`;
      })
      .join(', ');
    return {
      workerId,
      kind: 'deduction',
      unit: perDefect,
      count: own.reduce((sum, line) => sum + line.qty, 0),
      note: noteOf('qc.deductionNote', defects, of),
    };
  });
}

/**
 * Rework paid again: the pieces a re-inspection passes mend the checkpoint's oldest failures first
 * (`mendedBy`); each first inspection's mended pieces are shared among its defect lines by their defects
 * (`sharesOfPieces`, so successive re-inspections add up to each line's share), and each line's worker is paid those pieces at the rate their scan of that process froze.
 */
function reworkPayOf(
  mended: readonly { id: number; before: number; mended: number }[],
  lines: readonly {
    inspectionId: number;
    id: number;
    processId: number;
    workerId: number | null;
    qty: number;
  }[],
  rateOf: (workerId: number, processId: number) => string | undefined,
  of: ChargeContext,
): InspectionCharge[] {
  return mended.flatMap(({ id, before, mended: pieces }) =>
    sharesOfPieces(
      lines.filter((l) => l.inspectionId === id).map((l) => ({ key: l, weight: l.qty, order: l.id })),
      before,
      before + pieces,
    ).flatMap(({ key: line, qty }) => {
      const rate = line.workerId === null ? undefined : rateOf(line.workerId, line.processId);
      if (line.workerId === null || rate === undefined) return [];
      return [
        {
          workerId: line.workerId,
          kind: 'subsidy' as const,
          unit: rate,
          count: qty,
          note: noteOf('qc.reworkNote', `${processName(of, line.processId)}×${qty}`, of),
        },
      ];
    }),
  );
}

/**
 * Whether an inspection's defects are those a request gives: the same pieces per code and process (the lines
 * a request gives are split among workers when recorded).
 */
function sameDefects(recorded: QcInspection['defects'], given: QcInspectionValues['defects']) {
  const tally = (lines: { code: string; processId: number; qty: number }[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) {
      const key = `${line.code}\u0000${line.processId}`;
      counts.set(key, (counts.get(key) ?? 0) + line.qty);
    }
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).join(';');
  };
  return tally(recorded) === tally(given);
}

/** Inspections read per round trip while exporting. */
const EXPORT_BATCH = 500;

type ExportRow = { inspection: QcInspection; defect: QcInspection['defects'][number] | null };

const FIRST = { en: 'First', 'zh-CN': '首检' };
const RECHECK = { en: 'Re-inspection', 'zh-CN': '复检' };
const UNDONE = { en: 'Undone', 'zh-CN': '已撤销' };
const VALID = { en: 'Valid', 'zh-CN': '有效' };

const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: { en: 'Work date', 'zh-CN': '工作日期' }, width: 12, value: (r) => r.inspection.workDate },
  {
    header: { en: 'Inspected at', 'zh-CN': '检验时间' },
    width: 20,
    value: (r) => new Date(r.inspection.inspectedAt),
  },
  { header: { en: 'Inspector', 'zh-CN': '质检员' }, width: 16, value: (r) => r.inspection.inspectorName },
  { header: { en: 'Style', 'zh-CN': '款号' }, width: 14, value: (r) => r.inspection.styleNo },
  { header: { en: 'Bed', 'zh-CN': '床次' }, width: 6, value: (r) => r.inspection.bedNo },
  { header: { en: 'Bundle', 'zh-CN': '扎号' }, width: 8, value: (r) => r.inspection.bundleNo },
  { header: { en: 'Ticket', 'zh-CN': '菲票号' }, width: 10, value: (r) => r.inspection.ticketNo },
  { header: { en: 'Colour', 'zh-CN': '颜色' }, width: 10, value: (r) => r.inspection.colour },
  { header: { en: 'Size', 'zh-CN': '尺码' }, width: 8, value: (r) => r.inspection.size },
  {
    header: { en: 'Checkpoint', 'zh-CN': '检验点' },
    width: 18,
    value: (r) =>
      r.inspection.checkpoint === 'final'
        ? { en: 'Final', 'zh-CN': '成品终检' }
        : {
            en: `After ${r.inspection.afterProcessName ?? ''}`,
            'zh-CN': `${r.inspection.afterProcessName ?? ''} 后`,
          },
  },
  {
    header: { en: 'Kind', 'zh-CN': '类型' },
    width: 10,
    value: (r) => (r.inspection.kind === 'first' ? FIRST : RECHECK),
  },
  { header: { en: 'Inspected', 'zh-CN': '检验数' }, width: 10, value: (r) => r.inspection.inspectedQty },
  { header: { en: 'Passed', 'zh-CN': '合格数' }, width: 8, value: (r) => r.inspection.passedQty },
  { header: { en: 'Failed', 'zh-CN': '不合格数' }, width: 8, value: (r) => r.inspection.failedQty },
  { header: { en: 'Defect code', 'zh-CN': '疵点代码' }, width: 10, value: (r) => r.defect?.code ?? null },
  { header: { en: 'Defect', 'zh-CN': '疵点' }, width: 18, value: (r) => r.defect?.name ?? null },
  { header: { en: 'Defects', 'zh-CN': '疵点数' }, width: 8, value: (r) => r.defect?.qty ?? null },
  {
    header: { en: 'Process at fault', 'zh-CN': '责任工序' },
    width: 18,
    value: (r) => r.defect?.processName ?? null,
  },
  {
    header: { en: 'Worker at fault', 'zh-CN': '责任员工' },
    width: 16,
    value: (r) => r.defect?.workerName ?? null,
  },
  {
    header: { en: 'Status', 'zh-CN': '状态' },
    width: 10,
    value: (r) => (r.inspection.status === 'undone' ? UNDONE : VALID),
  },
];

export function createQualityService({
  db,
  cutOrders,
  scans,
  styles,
  factory,
  wages,
  figures,
}: {
  db: Db;
  cutOrders: CutOrderService;
  /** Whether a style counts its finished pieces as those passed at the final check. */
  styles: Pick<StyleService, 'finalInspection'>;
  /** The factory's deduction per defect. */
  factory: Pick<FactoryService, 'getSettings'>;
  /** Deductions per defect at fault, made and removed with their inspection. */
  wages: Pick<WageService, 'chargeInspection' | 'unchargeInspection'>;
  /** Who scanned which process of a bundle: the worker a defect is charged to. */
  scans: Pick<ScanService, 'scannersOfBundle'>;
  figures: Figures;
}) {
  const isZh = (locale: MessageLocale) => locale === 'zh-CN';

  const toDefectCode = (row: repo.DefectCodeRow, locale: MessageLocale): DefectCode => ({
    id: Number(row.id),
    code: row.code,
    name: isZh(locale) ? (row.nameZh ?? row.name) : row.name,
    category: row.category as DefectCode['category'],
    enabled: row.enabled,
  });

  async function defectCodes(auth: AuthContext, locale: MessageLocale): Promise<DefectCode[]> {
    return (await repo.findDefectCodes(db, auth.factoryId)).map((row) => toDefectCode(row, locale));
  }

  async function addDefectCode(auth: AuthContext, input: DefectCodeInput, locale: MessageLocale) {
    const id = await repo.insertDefectCode(db, auth.factoryId, input);
    if (id === null) throw conflict(QC_MESSAGES.codeTaken(input.code));
    return toDefectCode((await repo.findDefectCode(db, auth.factoryId, id))!, locale);
  }

  async function updateDefectCode(auth: AuthContext, input: DefectCodeUpdate, locale: MessageLocale) {
    const { id, ...values } = input;
    const before = await repo.findDefectCode(db, auth.factoryId, id);
    if (!before) throw notFound(QC_MESSAGES.codeNotFound(id));
    // History keeps the code it was recorded under: a code in use is renamed in words, never re-coded.
    if (before.code !== values.code && (await repo.defectCodeInUse(db, auth.factoryId, id)))
      throw conflict(msg('qc.codeInUse', { code: before.code }));
    try {
      await repo.updateDefectCode(db, auth.factoryId, id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(QC_MESSAGES.codeTaken(values.code));
      throw error;
    }
    return toDefectCode((await repo.findDefectCode(db, auth.factoryId, id))!, locale);
  }

  /** The bundle a ticket names (void too, shown as such), its bed's processes and who scanned each. */
  async function bundleAndProcesses(auth: AuthContext, ticket: string, voidOk: boolean) {
    const bundle = await cutOrders.bundleOfTicket(auth, ticket, { voidOk });
    const processes = await cutOrders.processesOf(auth.factoryId, bundle.cutOrderId);
    const scanners = await scans.scannersOfBundle(auth.factoryId, bundle.id);
    return { bundle, processes, scanners };
  }

  async function lookup(auth: AuthContext, ticket: string): Promise<QcLookup> {
    const { bundle, processes, scanners } = await bundleAndProcesses(auth, ticket, true);
    const names = new Map(processes.map((p) => [p.id, p.name]));
    const checkpoints = await repo.checkpointsOfBundle(db, auth.factoryId, bundle.id);
    return {
      bundle: {
        id: bundle.id,
        bundleNo: bundle.bundleNo,
        ticketNo: bundle.ticketNo,
        styleNo: bundle.styleNo,
        bedNo: bundle.bedNo,
        colour: bundle.colour,
        size: bundle.size,
        qty: bundle.qty,
        status: bundle.status,
        finalInspection: await styles.finalInspection(auth.factoryId, bundle.styleId),
      },
      processes: processes.map((p) => {
        const by = scanners.filter((s) => s.processId === p.id);
        return {
          processId: p.id,
          seq: p.seq,
          name: p.name,
          doneQty: by.reduce((sum, s) => sum + s.qty, 0),
          doneBy: by.map((s) => ({ workerId: s.workerId, name: s.name, qty: s.qty })),
        };
      }),
      checkpoints: checkpoints.map((c) => ({
        ...c,
        afterProcessName: c.afterProcessId === null ? null : (names.get(c.afterProcessId) ?? null),
      })),
    };
  }

  /**
   * Records an inspection; answers it and whether it is new. A request id already used answers its
   * inspection (a phone retrying after a lost answer), never a second one. The defects are charged to the
   * workers who scanned their processes (attribution.ts); the database counts the pieces (migration 0019).
   */
  async function record(
    auth: AuthContext,
    input: QcInspectionValues,
    locale: MessageLocale,
  ): Promise<{ inspection: QcInspection; created: boolean }> {
    if (auth.memberId === null) throw forbidden(QC_MESSAGES.notAMember);
    const inspectorId = auth.memberId;
    const earlier = await repeated(auth, input, locale);
    if (earlier) return earlier;
    const { bundle, processes, scanners } = await bundleAndProcesses(auth, input.ticket, false);
    const bedProcess = async (field: string, id: number) => {
      const process = processes.find((p) => p.id === id);
      if (process) return process;
      if (!(await cutOrders.processExists(auth.factoryId, id)))
        throw notFound(QC_MESSAGES.processNotFound(field, id));
      throw badRequest(QC_MESSAGES.processNotInBed(field, id, bundle.styleNo, bundle.bedNo));
    };
    const after =
      input.afterProcessId === undefined ? null : await bedProcess('afterProcessId', input.afterProcessId);
    const checkpoint = checkpointName(input.checkpoint, after?.name ?? null);
    const codes = new Map(
      (
        await repo.findDefectCodesByText(
          db,
          auth.factoryId,
          input.defects.map((d) => d.code),
        )
      ).map((c) => [c.code, c]),
    );
    const lines: repo.DefectLineValues[] = [];
    for (const [index, defect] of input.defects.entries()) {
      const code = codes.get(defect.code);
      if (!code) throw badRequest(QC_MESSAGES.unknownCode(defect.code));
      if (!code.enabled) throw badRequest(QC_MESSAGES.codeDisabled(defect.code));
      const process = await bedProcess(`defects[${index}].processId`, defect.processId);
      if (after && process.seq > after.seq)
        throw badRequest(QC_MESSAGES.processAfterCheckpoint(process.name, checkpoint));
      const of = scanners.filter((s) => s.processId === process.id);
      if (defect.workerId !== undefined && !of.some((s) => s.workerId === defect.workerId))
        throw badRequest(QC_MESSAGES.workerNotScanner(defect.workerId, process.name));
      const charges =
        defect.workerId === undefined
          ? attributeDefects(defect.qty, of)
          : [{ workerId: defect.workerId, qty: defect.qty }];
      for (const charge of charges)
        lines.push({
          defectCodeId: Number(code.id),
          cutOrderId: bundle.cutOrderId,
          processId: process.id,
          workerId: charge.workerId,
          qty: charge.qty,
        });
    }
    const settings = await factory.getSettings(auth, auth.factoryId);
    let refusal: QcRefusal | undefined;
    try {
      const id = await inTransaction(db, async () => {
        const made = await repo.insertInspection(db, auth.factoryId, {
          bundleId: bundle.id,
          cutOrderId: bundle.cutOrderId,
          checkpoint: input.checkpoint,
          afterProcessId: after?.id ?? null,
          kind: input.kind,
          inspectedQty: input.inspectedQty,
          passedQty: input.passedQty,
          defectQty: input.defects.reduce((sum, d) => sum + d.qty, 0),
          inspectorId,
          requestId: input.requestId,
          timeZone: auth.timeZone,
        });
        if (made === null) return null;
        await repo.insertDefectLines(db, auth.factoryId, made.id, lines);
        const context: ChargeContext = {
          codes: [...codes.values()],
          processes,
          where: `${bundle.styleNo} #${bundle.bedNo}`,
          bundleNo: bundle.bundleNo,
          locale,
        };
        const charges =
          Number(settings.defectDeduction) > 0 ? deductionsOf(lines, settings.defectDeduction, context) : [];
        if (settings.reworkPaid && input.kind === 'recheck' && input.passedQty > 0) {
          const rework = await repo.reworkAt(db, auth.factoryId, {
            bundleId: bundle.id,
            checkpoint: input.checkpoint,
            afterProcessId: after?.id ?? null,
            except: made.id,
          });
          const mended = mendedBy(rework.failures, rework.mendedBefore, input.passedQty);
          const failedLines = await repo.defectLinesOf(
            db,
            auth.factoryId,
            mended.map((m) => m.id),
          );
          const rateOf = (workerId: number, processId: number) =>
            scanners.find((s) => s.workerId === workerId && s.processId === processId)?.rate;
          charges.push(...reworkPayOf(mended, failedLines, rateOf, context));
        }
        for (const charge of charges) {
          // A bound, not a sum: the amount itself is PostgreSQL's (numeric).
          const amount = Number(charge.unit) * charge.count;
          if (amount > MAX_ADJUSTMENT_AMOUNT) {
            const name = scanners.find((s) => s.workerId === charge.workerId)?.name ?? '';
            throw badRequest(
              msg('qc.chargeTooBig', {
                name,
                amount: amount.toFixed(2),
                max: MAX_ADJUSTMENT_AMOUNT.toFixed(2),
              }),
            );
          }
        }
        if (charges.length > 0)
          await wages.chargeInspection(
            auth.factoryId,
            { inspectionId: made.id, month: made.workDate, charges },
            inspectorId,
          );
        return made.id;
      });
      if (id !== null) return { inspection: await inspectionOf(auth, id, locale), created: true };
    } catch (error) {
      refusal = qcRefusalOf(error);
      if (refusal === undefined) throw error;
    }
    // The request id was taken meanwhile (the same phone's retry racing its first send), or the guard refused.
    const retried = await repeated(auth, input, locale);
    if (retried) return retried;
    if (refusal === 'bundleNotActive') {
      // Voided between the ticket's check and the insert: the cutting room words it.
      await cutOrders.bundleOfTicket(auth, input.ticket);
    }
    const state = (await repo.checkpointsOfBundle(db, auth.factoryId, bundle.id)).find(
      (c) => c.checkpoint === input.checkpoint && c.afterProcessId === (after?.id ?? null),
    );
    if (input.kind === 'first')
      throw conflict(
        QC_MESSAGES.overInspected(bundle.bundleNo, checkpoint, state?.inspectedQty ?? 0, bundle.qty),
      );
    throw conflict(QC_MESSAGES.overRework(bundle.bundleNo, checkpoint, state?.reworkQty ?? 0));
  }

  /** The first answer to a request id, to the one who sent it, when it repeats the same inspection. */
  async function repeated(auth: AuthContext, input: QcInspectionValues, locale: MessageLocale) {
    const earlier = await repo.findInspectionByRequest(db, auth.factoryId, input.requestId);
    if (!earlier) return null;
    if (earlier.inspectorId !== auth.memberId) throw conflict(QC_MESSAGES.requestIdTaken);
    const inspection = await inspectionOf(auth, earlier.id, locale);
    const same =
      inspection.ticketNo === cutOrders.ticketNoOf(auth, input.ticket) &&
      inspection.checkpoint === input.checkpoint &&
      inspection.afterProcessId === (input.afterProcessId ?? null) &&
      inspection.kind === input.kind &&
      inspection.inspectedQty === input.inspectedQty &&
      inspection.passedQty === input.passedQty &&
      sameDefects(inspection.defects, input.defects);
    if (!same) throw conflict(QC_MESSAGES.requestIdReused);
    return { inspection, created: false };
  }

  function toDefect(line: DefectLineRow, locale: MessageLocale): QcInspection['defects'][number] {
    return {
      code: line.code,
      name: isZh(locale) ? (line.nameZh ?? line.name) : line.name,
      category: line.category as QcInspection['defects'][number]['category'],
      qty: line.qty,
      processId: line.processId,
      processName: line.processName,
      seq: line.seq,
      workerId: line.workerId,
      workerName: line.workerName,
    };
  }

  async function toInspections(auth: AuthContext, rows: InspectionRow[], locale: MessageLocale) {
    const lines = await figures.inspectionDefects(
      auth.factoryId,
      rows.map((r) => r.id),
    );
    return rows.map((row): QcInspection => ({
      ...row,
      failedQty: row.inspectedQty - row.passedQty,
      inspectedAt: row.inspectedAt.toISOString(),
      undoneAt: row.undoneAt?.toISOString() ?? null,
      defects: lines.filter((l) => l.inspectionId === row.id).map((l) => toDefect(l, locale)),
    }));
  }

  async function inspectionOf(auth: AuthContext, id: number, locale: MessageLocale): Promise<QcInspection> {
    const [row] = await figures.inspections(auth.factoryId, { id }, 0, 1);
    if (!row) throw notFound(QC_MESSAGES.notFound(id));
    const [inspection] = await toInspections(auth, [row], locale);
    return inspection!;
  }

  /** The filter with its ids checked: another factory's style, bed or person is not found. */
  async function filterOf(auth: AuthContext, query: QcInspectionExportQuery): Promise<InspectionFilter> {
    const ids = { styleId: query.styleId, cutOrderId: query.cutOrderId, workerId: query.workerId };
    const unknown = await figures.unknownFilterId(auth.factoryId, ids);
    if (unknown) throw notFound(QC_MESSAGES.filterNotFound(unknown, ids[unknown as keyof typeof ids] ?? 0));
    if (query.inspectorId !== undefined && !(await figures.member(auth.factoryId, query.inspectorId)))
      throw notFound(QC_MESSAGES.filterNotFound('inspectorId', query.inspectorId));
    return query;
  }

  async function list(
    auth: AuthContext,
    query: QcInspectionQuery,
    locale: MessageLocale,
  ): Promise<QcInspectionPage> {
    const filter = await filterOf(auth, query);
    const rows = await figures.inspections(auth.factoryId, filter, query.page * query.size, query.size);
    const { total, ...totals } = await figures.sumInspections(auth.factoryId, filter);
    return { content: await toInspections(auth, rows, locale), totalElements: total, totals };
  }

  /** Every inspection the filter matches as a workbook: a row per defect line (or one for a clean check). */
  async function workbook(
    auth: AuthContext,
    query: QcInspectionExportQuery,
    locale: MessageLocale,
  ): Promise<Readable> {
    const filter = await filterOf(auth, query);
    async function* batches(): AsyncGenerator<ExportRow[]> {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await figures.inspections(auth.factoryId, filter, offset, EXPORT_BATCH);
        const inspections = await toInspections(auth, rows, locale);
        yield inspections.flatMap((inspection): ExportRow[] =>
          inspection.defects.length === 0
            ? [{ inspection, defect: null }]
            : inspection.defects.map((defect) => ({ inspection, defect })),
        );
        if (rows.length < EXPORT_BATCH) break;
      }
    }
    return xlsxStream(
      { name: { en: 'Inspections', 'zh-CN': '质检记录' }, columns: EXPORT_COLUMNS, timeZone: auth.timeZone },
      batches(),
      { locale },
    );
  }

  /** Undoes an inspection: its inspector within 30 minutes, qc:undo any time; refused once its rework was re-checked. */
  async function undo(auth: AuthContext, id: number, locale: MessageLocale): Promise<string> {
    const row = await inspectionOf(auth, id, locale);
    if (!hasAnyAuthority(await auth.authorities(), ['qc:undo'])) {
      if (row.inspectorId !== auth.memberId) throw forbidden(QC_MESSAGES.notYours);
      if (!(await repo.madeWithin(db, auth.factoryId, id, OWN_QC_UNDO_MINUTES)))
        throw conflict(QC_MESSAGES.tooLate);
    }
    if (row.status === 'undone') throw conflict(QC_MESSAGES.undoneAlready(id));
    try {
      if (!(await repo.undoInspection(db, auth.factoryId, id, auth.memberId)))
        throw conflict(QC_MESSAGES.undoneAlready(id));
      // Its deductions go with it (the route's transaction: both or neither).
      if (!(await wages.unchargeInspection(auth.factoryId, id)))
        throw conflict(msg('qc.chargeSettled', { id }));
    } catch (error) {
      if (qcRefusalOf(error) === 'reworkRechecked') throw conflict(QC_MESSAGES.reworkRechecked(id));
      throw error;
    }
    return `#${id} (${row.styleNo} #${row.bedNo} bundle ${row.bundleNo} ${row.checkpoint} ${row.passedQty}/${row.inspectedQty})`;
  }

  async function summary(
    auth: AuthContext,
    query: QcSummaryQuery,
    locale: MessageLocale,
  ): Promise<QcSummaryRow[]> {
    if (query.styleId !== undefined) {
      const unknown = await figures.unknownFilterId(auth.factoryId, { styleId: query.styleId });
      if (unknown) throw notFound(QC_MESSAGES.filterNotFound(unknown, query.styleId));
    }
    return figures.qualitySummary(auth.factoryId, query, isZh(locale));
  }

  return { defectCodes, addDefectCode, updateDefectCode, lookup, record, list, workbook, undo, summary };
}

export type QualityService = ReturnType<typeof createQualityService>;
