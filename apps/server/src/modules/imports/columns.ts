import type { Words } from '../../lib/messages';
import type { SheetRow } from '../../lib/sheet-file';

/** A column an import reads: its key, its header in each language (either matches), what goes in it. */
export type ColumnSpec<Key extends string = string> = {
  key: Key;
  header: Words;
  /** Other names a user's own sheet may use (any language). */
  aliases?: readonly string[];
  /** The file must have this column. */
  required?: boolean;
  /** What the column holds, for the template's explanation sheet. */
  note: Words;
  /** The template's example row. */
  example: string;
  /** A list the template offers in the column (Excel's data validation). */
  choices?: ChoiceList;
};

/** The lists a template offers: fixed ones, and the factory's own (its departments, its roles). */
export type ChoiceList = 'actions' | 'stages' | 'depts' | 'roles' | 'colours' | 'sizes' | 'yesNo';
/** The lists whose values are the factory's data: the kind reads them for the caller (ImportKindSpec.choiceLists). */
export type FactoryChoiceList = Extract<ChoiceList, 'depts' | 'roles' | 'colours' | 'sizes'>;

/** "Style no.*", "style_no", "款号（必填）" all read as the same name. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[\s._*\-/:：#]/g, '');
}

/** A file's header matched to the columns: where each known column is, and the headers none matched. */
export type HeaderMatch<Key extends string> = {
  /** Column index (0 is A) of each key found. */
  at: Map<Key, number>;
  /** The header as the file writes it, by column index. */
  headers: Map<number, string>;
  /** Headers that match no column, with their index. */
  unknown: { index: number; text: string }[];
  /** Headers that name a column already found. */
  repeated: { index: number; text: string }[];
};

export function matchHeader<Key extends string>(
  columns: readonly ColumnSpec<Key>[],
  header: SheetRow,
): HeaderMatch<Key> {
  const byName = new Map<string, Key>();
  for (const column of columns) {
    for (const name of [column.key, column.header.en, column.header['zh-CN'], ...(column.aliases ?? [])]) {
      byName.set(headerKey(name), column.key);
    }
  }
  const match: HeaderMatch<Key> = { at: new Map(), headers: new Map(), unknown: [], repeated: [] };
  header.cells.forEach((text, index) => {
    if (text === null) return;
    match.headers.set(index, text);
    const key = byName.get(headerKey(text));
    if (key === undefined) match.unknown.push({ index, text });
    else if (match.at.has(key)) match.repeated.push({ index, text });
    else match.at.set(key, index);
  });
  return match;
}

/** Excel's name of a column: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A data row read under the header: its cells by key (null: empty or no such column). */
export type ImportRow<Key extends string> = {
  row: number;
  get(key: Key): string | null;
  /** The cell of a column by index (0 is A), for a column no key names (a grid's size). */
  at(index: number): string | null;
};

export function rowReader<Key extends string>(match: HeaderMatch<Key>, row: SheetRow): ImportRow<Key> {
  return {
    row: row.row,
    get: (key) => {
      const index = match.at.get(key);
      return index === undefined ? null : (row.cells[index] ?? null);
    },
    at: (index) => row.cells[index] ?? null,
  };
}

/** A list in one cell: "S, M, L", "S，M，L", "S、M、L", "S;M;L" or one per line. */
export function listOf(text: string | null): string[] {
  if (text === null) return [];
  return text
    .split(/[,，、;；\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Excel's day 0 (its serial dates count from 1899-12-30, after its 1900 leap-year mistake). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A day as text (yyyy-mm-dd): as Excel writes a date cell (read as 2026-11-28), a serial number left
 * unformatted (46354), or typed as 2026-11-28, 2026/11/28 or 2026.11.28. Anything else is given back as it is,
 * for the schema to refuse by name.
 */
export function dayText(text: string): string {
  if (/^\d{5}$/.test(text)) {
    return new Date(EXCEL_EPOCH + Number(text) * DAY_MS).toISOString().slice(0, 10);
  }
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!parts) return text;
  const [, year, month, day] = parts as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const YES = new Set(['yes', 'y', 'true', '1', '是', '对', '√']);
const NO = new Set(['no', 'n', 'false', '0', '否', '不', '×']);

/** Yes or no in either language; null: neither. */
export function yesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}
