import { type MessageLocale, PROCESS_STAGES } from '@gbo/contracts';
import ExcelJS from 'exceljs';
import { type ColumnSpec, columnLetter, type FactoryChoiceList } from './columns';
import type { ImportKindSpec } from './kind';

/** The template's words beyond the columns'. */
const WORDS = {
  sheet: { en: 'Import', 'zh-CN': '导入' },
  columnsSheet: { en: 'Columns', 'zh-CN': '列说明' },
  column: { en: 'Column', 'zh-CN': '列' },
  required: { en: 'Required', 'zh-CN': '必填' },
  what: { en: 'What goes in it', 'zh-CN': '填写说明' },
  listsSheet: { en: 'Lists', 'zh-CN': '列表' },
  yes: { en: 'yes', 'zh-CN': '是' },
  no: { en: 'no', 'zh-CN': '否' },
  howTo: {
    en: 'Fill one row per record under the header, delete the example row, and import the file. Headers may be in English or Chinese, in any order; other columns are ignored.',
    'zh-CN': '在表头下每行填写一条记录，删除示例行后导入。表头可以是中文或英文，顺序不限；其他列会被忽略。',
  },
} as const;

const STAGE_NAMES: Record<MessageLocale, readonly string[]> = {
  en: PROCESS_STAGES,
  'zh-CN': ['裁剪', '车缝', '后整', '包装'],
};

/** The values a column's list offers, in the template's language. */
function choicesOf(column: ColumnSpec, locale: MessageLocale): readonly string[] | null {
  switch (column.choices) {
    case 'actions':
      return ['create', 'update'];
    case 'stages':
      return STAGE_NAMES[locale];
    case 'yesNo':
      return [WORDS.yes[locale], WORDS.no[locale]];
    default:
      return null;
  }
}

/** The lists that are the factory's own data, given by the kind (`choiceLists`). */
const FACTORY_LISTS = new Set<string>(['depts', 'roles', 'colours', 'sizes']);

/** Rows of the data sheet the lists apply to. */
const LIST_ROWS = 5000;

/** The factory's lists for the template, by name (an empty one is offered as none). */
export type TemplateLists = Partial<Record<FactoryChoiceList, readonly string[]>>;

/** A list's validation: a fixed list inline, or a range of the hidden lists sheet (Excel's own limit is 255 characters inline). */
type ListSource = { formula: string; strict: boolean };

/**
 * The kind's template: its header (required columns bold) and an example row, lists where the values are
 * known (the factory's own in `lists`), and a sheet explaining each column.
 */
export async function importTemplate(
  spec: ImportKindSpec,
  locale: MessageLocale,
  lists: TemplateLists = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(WORDS.sheet[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header[locale],
    key: column.key,
    width: Math.max(12, column.header[locale].length * 2 + 4, column.example.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).eachCell((cell, index) => {
    cell.font = { bold: spec.columns[index - 1]?.required === true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
  });
  sheet.addRow(Object.fromEntries(spec.columns.map((column) => [column.key, column.example || null])));
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF888888' } };

  const help = workbook.addWorksheet(WORDS.columnsSheet[locale]);
  help.columns = [
    { header: WORDS.column[locale], width: 22 },
    { header: WORDS.required[locale], width: 10 },
    { header: WORDS.what[locale], width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of spec.columns) {
    help.addRow([column.header[locale], column.required ? WORDS.yes[locale] : '', column.note[locale]]);
  }
  help.addRow([]);
  help.addRow([WORDS.howTo[locale]]);
  // The factory's lists (its departments, roles, colours, sizes) go on a hidden sheet after the explanations, a column each,
  // read by range: they may be long, and a name may hold a comma. They only suggest (no error on other text):
  // a cell may hold a department's path, or several roles.
  let listsSheet: ExcelJS.Worksheet | undefined;
  const ranged = new Map<string, ListSource>();
  let listColumn = 0;
  const sourceOf = (column: ColumnSpec): ListSource | null => {
    const fixed = choicesOf(column, locale);
    if (fixed) return { formula: `"${fixed.join(',')}"`, strict: true };
    const name = column.choices;
    if (name === undefined || !FACTORY_LISTS.has(name)) return null;
    const values = lists[name as FactoryChoiceList] ?? [];
    if (values.length === 0) return null;
    const known = ranged.get(name);
    if (known) return known;
    listsSheet ??= workbook.addWorksheet(WORDS.listsSheet[locale], { state: 'hidden' });
    const letter = columnLetter(listColumn++);
    const target = listsSheet;
    values.forEach((value, at) => {
      target.getCell(`${letter}${at + 1}`).value = value;
    });
    const source = {
      formula: `'${target.name}'!$${letter}$1:$${letter}$${values.length}`,
      strict: false,
    };
    ranged.set(name, source);
    return source;
  };

  spec.columns.forEach((column, index) => {
    const source = sourceOf(column);
    if (!source) return;
    const letter = columnLetter(index);
    for (let row = 2; row <= LIST_ROWS; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [source.formula],
        ...(source.strict ? {} : { showErrorMessage: false }),
      };
    }
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
