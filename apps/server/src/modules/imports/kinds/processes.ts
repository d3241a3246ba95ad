import {
  type ImportAction,
  PROCESS_STAGES,
  type ProcessInput,
  type ProcessStage,
  processInputSchema,
  type Style,
  styleInputSchema,
} from '@gbo/contracts';
import { msg } from '../../../lib/messages';
import type { StyleService } from '../../styles';
import type { ColumnSpec, ImportRow } from '../columns';
import { actionOf, type ImportKindSpec, type ImportWrite, type RowProblem, schemaProblems } from '../kind';
import { ACTION_COLUMN, STYLE_NO_COLUMN } from './shared-columns';

type Key = 'action' | 'styleNo' | 'seq' | 'name' | 'stage' | 'rate' | 'sizeRates' | 'sam' | 'dailyQuota';

const COLUMNS: readonly ColumnSpec<Key>[] = [
  {
    ...ACTION_COLUMN,
    note: {
      en: 'Empty or create: the style has no processes yet. update: the file’s list replaces the style’s.',
      'zh-CN': '留空或 create：款式还没有工序。update：用文件中的工序替换款式已有的工序。',
    },
  },
  STYLE_NO_COLUMN,
  {
    key: 'seq',
    header: { en: 'Seq.', 'zh-CN': '序号' },
    aliases: ['Sequence', 'No.', '工序号', '顺序'],
    note: {
      en: 'The process’s place in the style’s list (1, 2, 3…); empty: the file’s order.',
      'zh-CN': '工序在款式中的顺序（1、2、3…）；留空按文件顺序。',
    },
    example: '1',
  },
  {
    key: 'name',
    header: { en: 'Process', 'zh-CN': '工序' },
    aliases: ['Process name', 'Operation', '工序名称'],
    required: true,
    note: { en: 'What the worker does.', 'zh-CN': '工序名称。' },
    example: 'Attach collar',
  },
  {
    key: 'stage',
    header: { en: 'Stage', 'zh-CN': '工段' },
    aliases: ['阶段'],
    note: {
      en: 'cutting, sewing, finishing or packing; empty: sewing.',
      'zh-CN': '裁剪、车缝、后整或包装；留空为车缝。',
    },
    example: 'sewing',
    choices: 'stages',
  },
  {
    key: 'rate',
    header: { en: 'Rate', 'zh-CN': '单价' },
    aliases: ['Piece rate', '工价', '计件单价'],
    required: true,
    note: { en: 'Pay per piece, at most 3 decimals.', 'zh-CN': '每件工价，最多 3 位小数。' },
    example: '0.450',
  },
  {
    key: 'sizeRates',
    header: { en: 'Size rates', 'zh-CN': '尺码单价' },
    aliases: ['Rates by size', '尺码工价'],
    note: {
      en: 'Rates of sizes that pay otherwise, like 3XL:0.50, 4XL:0.55.',
      'zh-CN': '单价不同的尺码，如 3XL:0.50, 4XL:0.55。',
    },
    example: 'XL:0.500',
  },
  {
    key: 'sam',
    header: { en: 'SAM', 'zh-CN': '标准工时' },
    aliases: ['Standard minutes', 'SMV', '标准分钟', '工时'],
    note: { en: 'Standard minutes of one piece; empty: none.', 'zh-CN': '每件的标准分钟数；留空表示无。' },
    example: '0.850',
  },
  {
    key: 'dailyQuota',
    header: { en: 'Daily quota', 'zh-CN': '日定额' },
    aliases: ['Quota', '定额'],
    note: {
      en: 'Pieces a worker is expected to do in a day; empty: none.',
      'zh-CN': '每人每天的定额件数；留空表示无。',
    },
    example: '600',
  },
];

/** A stage as its key (sewing) or its name in either language (Sewing, 车缝). */
const STAGE_WORDS = new Map<string, ProcessStage>([
  ...PROCESS_STAGES.map((stage) => [stage, stage] as const),
  ['裁剪', 'cutting'],
  ['裁床', 'cutting'],
  ['车缝', 'sewing'],
  ['缝制', 'sewing'],
  ['后整', 'finishing'],
  ['后道', 'finishing'],
  ['整烫', 'finishing'],
  ['包装', 'packing'],
]);

/** "3XL:0.50, 4XL=0.55" → { 3XL: '0.50', 4XL: '0.55' }; null when a part is not size and rate. */
function sizeRatesOf(text: string | null): Record<string, string> | null {
  if (text === null) return {};
  const rates: Record<string, string> = {};
  for (const part of text
    .split(/[,，、;；\n]/)
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const pair = /^(.+?)\s*[:：=]\s*(\S+)$/.exec(part);
    if (!pair) return null;
    rates[(pair[1] as string).trim()] = pair[2] as string;
  }
  return rates;
}

const wholeNumber = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : text);

const processKey = (process: ProcessInput) =>
  JSON.stringify([
    process.name,
    process.stage,
    Number(process.rate),
    Object.entries(process.sizeRates)
      .map(([size, rate]) => [size, Number(rate)])
      .sort(),
    process.dailyQuota,
    process.sam === null ? null : Number(process.sam),
  ]);

type Parsed = { row: number; seq: number | null; process: ProcessInput };

/** One row as a process, or its problems. */
function parseRow(row: ImportRow<Key>, problems: RowProblem<Key>[]): Parsed | null {
  const before = problems.length;
  const stageText = row.get('stage');
  const stage = stageText === null ? 'sewing' : STAGE_WORDS.get(stageText.trim().toLowerCase());
  if (stage === undefined) problems.push({ row: row.row, key: 'stage', message: msg('validation.stage') });
  const sizeRates = sizeRatesOf(row.get('sizeRates'));
  if (sizeRates === null)
    problems.push({ row: row.row, key: 'sizeRates', message: msg('imports.sizeRates') });
  const seqText = row.get('seq');
  const seq =
    seqText === null ? null : /^\d{1,3}$/.test(seqText) && Number(seqText) > 0 ? Number(seqText) : NaN;
  if (Number.isNaN(seq)) problems.push({ row: row.row, key: 'seq', message: msg('imports.seq') });
  const result = processInputSchema.safeParse({
    name: row.get('name') ?? '',
    stage: stage ?? 'sewing',
    rate: row.get('rate') ?? '',
    sizeRates: sizeRates ?? {},
    dailyQuota: wholeNumber(row.get('dailyQuota')),
    sam: row.get('sam'),
  });
  if (!result.success) {
    problems.push(
      ...schemaProblems<Key>(row.row, result.error.issues, ([field]) =>
        COLUMNS.some((column) => column.key === field) ? (field as Key) : null,
      ),
    );
  }
  return problems.length > before || !result.success ? null : { row: row.row, seq, process: result.data };
}

/** The style's rows in the file's sequence (the seq column's, else the rows'); a sequence used twice is a problem. */
function inSequence(style: Style, parsed: Parsed[], problems: RowProblem<Key>[]): Parsed[] {
  const seen = new Map<number, number>();
  for (const { row, seq } of parsed) {
    if (seq === null) continue;
    const first = seen.get(seq);
    if (first !== undefined)
      problems.push({
        row,
        key: 'seq',
        message: msg('imports.seqRepeated', { seq, styleNo: style.styleNo, row: first }),
      });
    else seen.set(seq, row);
  }
  return [...parsed].sort((a, b) => (a.seq ?? a.row) - (b.seq ?? b.row));
}

/**
 * The processes of styles the factory has: a style's rows are its whole process list, in order. A style that
 * has processes already has them replaced only when every row of it says update.
 */
export function processesImport({
  styles,
}: {
  styles: Pick<StyleService, 'numbered' | 'update'>;
}): ImportKindSpec<Key> {
  return {
    kind: 'processes',
    columns: COLUMNS,
    permissions: { create: 'style:edit', update: 'style:edit' },
    async plan({ auth, rows, dryRun }) {
      const problems: RowProblem<Key>[] = [];
      const actions = new Map<number, ImportAction>();
      const byStyle = new Map<string, ImportRow<Key>[]>();
      for (const row of rows) {
        const styleNo = row.get('styleNo');
        if (styleNo === null) {
          problems.push({ row: row.row, key: 'styleNo', message: msg('imports.required') });
          continue;
        }
        const list = byStyle.get(styleNo);
        if (list) list.push(row);
        else byStyle.set(styleNo, [row]);
      }
      const found = new Map(
        (await styles.numbered(auth.factoryId, [...byStyle.keys()], { lock: !dryRun })).map((style) => [
          style.styleNo,
          style,
        ]),
      );
      const writes: ImportWrite[] = [];
      for (const [styleNo, styleRows] of byStyle) {
        const style = found.get(styleNo);
        if (!style) {
          for (const row of styleRows)
            problems.push({
              row: row.row,
              key: 'styleNo',
              message: msg('imports.unknownStyle', { styleNo }),
            });
          continue;
        }
        const before = problems.length;
        const parsed: Parsed[] = [];
        for (const row of styleRows) {
          const action = actionOf(row.get('action'));
          if (action === null)
            problems.push({ row: row.row, key: 'action', message: msg('imports.badAction') });
          else if (action !== 'update' && style.processes.length > 0)
            problems.push({
              row: row.row,
              key: 'action',
              message: msg('imports.hasProcesses', { styleNo, count: style.processes.length }),
            });
          const process = parseRow(row, problems);
          if (process) parsed.push(process);
        }
        const ordered = inSequence(style, parsed, problems);
        const processes = ordered.map(({ process }) => process);
        if (problems.length > before) continue;
        const { id, orderQty, processes: current, ...header } = style;
        const result = styleInputSchema.safeParse({ ...header, orderQty, processes });
        if (!result.success) {
          // A size rate of a size the style does not have, or too many processes: the row it is about.
          const firstRow = styleRows[0]?.row ?? 0;
          for (const issue of result.error.issues) {
            const [, index] = issue.path;
            const row = typeof index === 'number' ? (ordered[index]?.row ?? firstRow) : firstRow;
            problems.push(
              ...schemaProblems<Key>(row, [issue], () => (typeof index === 'number' ? 'sizeRates' : null)),
            );
          }
          continue;
        }
        const same =
          current.length === processes.length &&
          current.every((process, i) => processKey(process) === processKey(processes[i] as ProcessInput));
        const action: ImportAction = current.length === 0 ? 'create' : same ? 'unchanged' : 'update';
        for (const row of styleRows) actions.set(row.row, action);
        if (action !== 'unchanged') {
          const input = result.data;
          writes.push({ row: styleRows[0]?.row ?? 0, run: () => styles.update(auth, id, input) });
        }
      }
      return { actions, problems, writes };
    },
  };
}
