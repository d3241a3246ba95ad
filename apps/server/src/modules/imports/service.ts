import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  type ImportAction,
  type ImportError,
  type ImportKind,
  type ImportResult,
  type MessageLocale,
} from '@gbo/contracts';
import { type Db, inTransaction } from '../../db/client';
import { type AuthContext, hasAnyAuthority } from '../../lib/auth-context';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';
import { type Message, msg, renderMessage } from '../../lib/messages';
import { readSheet, SheetFileError, type SheetProblem, type SheetRow } from '../../lib/sheet-file';
import type { CustomerService } from '../customers';
import type { FactoryService } from '../factory';
import type { StyleService } from '../styles';
import { columnLetter, type HeaderMatch, matchHeader, rowReader } from './columns';
import type { ImportKindSpec, ImportPlan, RowProblem } from './kind';
import { customersImport } from './kinds/customers';
import { orderQuantitiesImport } from './kinds/order-quantities';
import { type PeopleImportDeps, peopleImport } from './kinds/people';
import { processesImport } from './kinds/processes';
import { stylesImport } from './kinds/styles';
import * as repo from './repository';
import { importTemplate } from './template';

export type ImportServiceDeps = {
  db: Db;
  styles: Pick<StyleService, 'numbered' | 'create' | 'update'>;
  customers: Pick<CustomerService, 'named' | 'create' | 'update'>;
  people: PeopleImportDeps['people'];
  depts: PeopleImportDeps['depts'];
  roles: PeopleImportDeps['roles'];
  /** The factory's colour and size presets, offered by the order-quantity template. */
  factory: Pick<FactoryService, 'settingsOf'>;
};

const SHEET_MESSAGES: Record<SheetProblem, Message> = {
  notSpreadsheet: msg('imports.notSpreadsheet'),
  oldExcel: msg('imports.oldExcel'),
  tooManyRows: msg('imports.tooManyRows', { max: IMPORT_MAX_ROWS }),
  tooManyColumns: msg('imports.tooManyColumns', { max: IMPORT_MAX_COLUMNS }),
  tooLarge: msg('imports.tooLarge'),
  empty: msg('imports.emptyFile'),
};

/** What the route needs to answer: who asks, in which language, whether to write. */
export type ImportRequest = { auth: AuthContext; locale: MessageLocale; dryRun: boolean };

/**
 * Excel import (docs/design.md §12). The file is read whole, planned against the factory's data, and
 * answered with every problem at once; a write applies the plan in one transaction, or nothing at all.
 */
export function createImportService({
  db,
  styles,
  customers,
  people,
  depts,
  roles,
  factory,
}: ImportServiceDeps) {
  const kinds: Partial<Record<ImportKind, ImportKindSpec>> = {
    customers: customersImport(customers),
    styles: stylesImport({ styles, customers }),
    processes: processesImport({ styles }),
    orderQuantities: orderQuantitiesImport({ styles, factory }),
    people: peopleImport({ people, depts, roles }),
  };

  /** The kind, if the caller may add or change its records. */
  async function kindFor(auth: AuthContext, kind: ImportKind): Promise<ImportKindSpec> {
    const spec = kinds[kind];
    if (!spec) throw badRequest('imports.unknownKind', { kind });
    const held = await auth.authorities();
    if (!hasAnyAuthority(held, [spec.permissions.create, spec.permissions.update])) throw forbidden();
    return spec;
  }

  async function sheetRows(bytes: Buffer): Promise<SheetRow[]> {
    try {
      return await readSheet(bytes, { maxRows: IMPORT_MAX_ROWS, maxColumns: IMPORT_MAX_COLUMNS });
    } catch (error) {
      if (error instanceof SheetFileError) throw badRequest(SHEET_MESSAGES[error.problem]);
      throw error;
    }
  }

  /** The header's own problems: a required column missing, a column twice. */
  function headerProblems(spec: ImportKindSpec, match: HeaderMatch<string>, headerRow: number): RowProblem[] {
    const optional = new Set(spec.optionalWhen?.(match) ?? []);
    const missing = spec.columns.filter(
      (column) => column.required && !optional.has(column.key) && !match.at.has(column.key),
    );
    return [
      ...missing.map((column) => ({
        row: headerRow,
        key: null,
        message: msg('imports.missingColumn', { column: { localized: column.header } }),
      })),
      ...match.repeated.map(({ index, text }) => ({
        row: headerRow,
        key: null,
        index,
        message: msg('imports.repeatedColumn', { column: text }),
      })),
    ];
  }

  /** Rows marked create or update need the permission to add, or to change, the kind's records. */
  async function permissionProblems(
    auth: AuthContext,
    spec: ImportKindSpec,
    plan: ImportPlan,
  ): Promise<RowProblem[]> {
    const held = await auth.authorities();
    const may = {
      create: hasAnyAuthority(held, [spec.permissions.create]),
      update: hasAnyAuthority(held, [spec.permissions.update]),
    };
    return [...plan.actions].flatMap(([row, action]) =>
      action !== 'unchanged' && !may[action]
        ? [
            {
              row,
              key: null,
              message: msg(action === 'create' ? 'imports.mayNotCreate' : 'imports.mayNotUpdate'),
            },
          ]
        : [],
    );
  }

  /** Checks the file, and unless it is a dry run writes it: the answer either way, or a 409 carrying it. */
  async function run(request: ImportRequest, kind: ImportKind, bytes: Buffer): Promise<ImportResult> {
    const { auth, locale, dryRun } = request;
    const spec = await kindFor(auth, kind);
    const sheet = await sheetRows(bytes);
    const [header, ...data] = sheet;
    if (!header) throw badRequest('imports.emptyFile');
    const match = matchHeader(spec.columns, header);
    if (match.at.size === 0) {
      const names = spec.columns.filter((column) => column.required).map((column) => column.header[locale]);
      throw badRequest('imports.noHeader', { columns: names.join(', ') });
    }
    if (data.length === 0) throw badRequest('imports.noRows');
    if (data.length > IMPORT_MAX_ROWS) throw badRequest('imports.tooManyRows', { max: IMPORT_MAX_ROWS });

    const rows = data.map((row) => rowReader(match, row));
    const answer = (plan: ImportPlan, problems: RowProblem[], written: boolean) =>
      resultOf({ kind, spec, match, data, plan, problems, written, locale });
    return inTransaction(db, async (tx) => {
      // A write plans and writes alone among the factory's imports: what it read is still so when it writes.
      if (!dryRun) await repo.lockFactoryImports(tx, auth.factoryId);
      const plan = await spec.plan({ auth, rows, match, dryRun });
      const problems = [
        ...headerProblems(spec, match, header.row),
        ...plan.problems,
        ...(await permissionProblems(auth, spec, plan)),
      ];
      if (problems.length > 0 && !dryRun) throw rejected(answer(plan, problems, false));
      if (dryRun) return answer(plan, problems, false);
      for (const write of plan.writes) {
        try {
          await write.run();
        } catch (error) {
          // Another user's write got there between the check and this one (a style number taken): the row's.
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          throw rejected(answer(plan, [{ row: write.row, key: null, message: error.body }], false));
        }
      }
      return answer(plan, [], true);
    });
  }

  /** The 409 of a write refused: nothing was written. */
  const rejected = (result: ImportResult) =>
    new HttpError(409, msg('imports.rejected', { count: result.errorCount }), { result });

  return {
    run,
    /** The kind's template workbook, headers in the caller's language. */
    template: async (auth: AuthContext, kind: ImportKind, locale: MessageLocale) => {
      const spec = await kindFor(auth, kind);
      return importTemplate(spec, locale, (await spec.choiceLists?.(auth)) ?? {});
    },
  };
}

/** The longest text the answer echoes of a cell: a sheet may hold megabytes in one. */
const ECHO_LENGTH = 100;
const clip = (text: string | null) =>
  text === null || text.length <= ECHO_LENGTH ? text : `${text.slice(0, ECHO_LENGTH - 1)}…`;

/** A message whose parameters echo a cell (a customer's name as typed) with each clipped like the cell. */
function clipParams(message: Message): Message {
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [
      name,
      typeof value === 'string' ? (clip(value) ?? '') : value,
    ]),
  );
  return { ...message, params };
}

type ResultInput = {
  kind: ImportKind;
  spec: ImportKindSpec;
  match: HeaderMatch<string>;
  data: SheetRow[];
  plan: ImportPlan;
  problems: RowProblem[];
  written: boolean;
  locale: MessageLocale;
};

/** The answer: counts, every problem at its cell (row by row), the preview with rows that have problems first. */
function resultOf({ kind, match, data, plan, problems, written, locale }: ResultInput): ImportResult {
  const previewColumns = [...match.at.values(), ...(plan.usedColumns ?? [])].sort((a, b) => a - b);
  const used = new Set(previewColumns);
  const byRow = new Map(data.map((row) => [row.row, row.cells]));
  const located = problems.map((problem) => ({
    problem,
    index: problem.index ?? (problem.key === null ? undefined : match.at.get(problem.key)),
    message: renderMessage(clipParams(problem.message), locale),
  }));
  // Row by row, each row's cells left to right (the row's own problems first), as the user reads the sheet;
  // a cell's same problem once (a removed colour that many quantities name).
  located.sort((a, b) => a.problem.row - b.problem.row || (a.index ?? -1) - (b.index ?? -1));
  const seen = new Set<string>();
  const errors: ImportError[] = located.flatMap(({ problem, index, message }) => {
    const key = `${problem.row}\u0000${index ?? ''}\u0000${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        row: problem.row,
        column: index === undefined ? null : clip(match.headers.get(index) ?? null),
        cell: index === undefined ? null : `${columnLetter(index)}${problem.row}`,
        value: index === undefined ? null : clip(byRow.get(problem.row)?.[index] ?? null),
        message,
      },
    ];
  });
  const badRows = new Set(errors.map((error) => error.row));
  const counts: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0 };
  for (const [row, action] of plan.actions) if (!badRows.has(row)) counts[action]++;
  const ordered = [
    ...data.filter((row) => badRows.has(row.row)),
    ...data.filter((row) => !badRows.has(row.row)),
  ];
  return {
    kind,
    rows: data.length,
    creates: counts.create,
    updates: counts.update,
    unchanged: counts.unchanged,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    errorCount: errors.length,
    columns: previewColumns.map((index) => clip(match.headers.get(index) ?? '') ?? ''),
    ignoredColumns: match.unknown.filter(({ index }) => !used.has(index)).map(({ text }) => clip(text) ?? ''),
    preview: ordered.slice(0, IMPORT_PREVIEW_ROWS).map((row) => ({
      row: row.row,
      action: badRows.has(row.row) ? null : (plan.actions.get(row.row) ?? null),
      cells: previewColumns.map((index) => clip(row.cells[index] ?? null)),
    })),
    written,
  };
}
export type ImportService = ReturnType<typeof createImportService>;
