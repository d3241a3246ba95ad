import { type ImportAction, type ImportKind, parseValidationMessage } from '@gbo/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context';
import { type Message, msg } from '../../lib/messages';

import type { ColumnSpec, FactoryChoiceList, HeaderMatch, ImportRow } from './columns';

/**
 * A problem with a row, at one of its cells (`key`, or `index` for a column the kind reads beyond its own, such
 * as a grid's size) or the whole row (both null).
 */
export type RowProblem<Key extends string = string> = {
  row: number;
  key: Key | null;
  index?: number;
  message: Message;
};

/** One write of an import, through the owning module's service; `row` answers for its refusal. */
export type ImportWrite = { row: number; run(): Promise<unknown> };

/**
 * An import planned against the factory's data as it is: what each row does, or what is wrong with it. The
 * writes apply it, in order, in the transaction the plan was read in.
 */
export type ImportPlan<Key extends string = string> = {
  actions: Map<number, ImportAction>;
  problems: RowProblem<Key>[];
  /** Header columns the kind read beyond its own (an order-quantity grid's sizes): not ignored. */
  usedColumns?: number[];
  writes: ImportWrite[];
};

export type PlanInput<Key extends string> = {
  auth: AuthContext;
  rows: ImportRow<Key>[];
  match: HeaderMatch<Key>;
  /** Only a check: nothing will be written (a kind need not lock what it reads). */
  dryRun: boolean;
};

/** One kind of import: its columns, who may run it, and how a file of it is planned. */
export type ImportKindSpec<Key extends string = string> = {
  kind: ImportKind;
  columns: readonly ColumnSpec<Key>[];
  /** To add records, and to change existing ones (rows marked update). */
  permissions: { create: string; update: string };
  /** The header still makes sense without these required columns (an order-quantity grid has no size column). */
  optionalWhen?(match: HeaderMatch<Key>): readonly Key[];
  plan(input: PlanInput<Key>): Promise<ImportPlan<Key>>;
  /** The template's lists of the factory's own values (its departments, its roles), as the caller may use them. */
  choiceLists?(auth: AuthContext): Promise<Partial<Record<FactoryChoiceList, readonly string[]>>>;
};

/** A sentence of @gbo/contracts' validation catalogue as a message, without a field name: the column says it. */
export function contractSentence(text: string): Message {
  const parsed = parseValidationMessage(text);
  // "name is required" names the field the column already names.
  if (parsed?.code === 'validation.required') return msg('imports.required');
  if (parsed) return { code: parsed.code, params: parsed.params };
  return msg('validation.invalid', { detail: { localized: { en: text, 'zh-CN': text } } });
}

/**
 * A contract schema's problems with one row's record, each at the column its path starts with (`columnOf`
 * maps the record's field to the sheet's column; a field with none is the row's problem).
 */
export function schemaProblems<Key extends string>(
  row: number,
  issues: z.ZodError['issues'],
  columnOf: (path: readonly PropertyKey[]) => Key | null,
): RowProblem<Key>[] {
  return issues.map((issue) => ({
    row,
    key: columnOf(issue.path),
    message: contractSentence(issue.message),
  }));
}

/** The action a row asks for: empty is create; anything but create or update is a problem. */
export function actionOf(text: string | null): 'create' | 'update' | null {
  if (text === null) return 'create';
  const word = text.trim().toLowerCase();
  if (['create', 'new', 'add', '新增', '新建', '创建'].includes(word)) return 'create';
  if (['update', 'edit', 'change', '更新', '修改'].includes(word)) return 'update';
  return null;
}

/** Rows that repeat a key already seen in the file (a style number twice): each later one is a problem. */
export function repeatsInFile<Key extends string>(
  rows: readonly { row: number; value: string }[],
  key: Key,
): RowProblem<Key>[] {
  const first = new Map<string, number>();
  const problems: RowProblem<Key>[] = [];
  for (const { row, value } of rows) {
    const seen = first.get(value);
    if (seen === undefined) first.set(value, row);
    else problems.push({ row, key, message: msg('imports.repeatedInFile', { value, row: seen }) });
  }
  return problems;
}
