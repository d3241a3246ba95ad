import type { ColumnSpec } from '../columns';

/** Every import's first column: create (or empty) adds a record, update changes the one the row names. */
export const ACTION_COLUMN: ColumnSpec<'action'> = {
  key: 'action',
  header: { en: 'Action', 'zh-CN': '操作' },
  aliases: ['动作'],
  note: {
    en: 'Empty or create: add it (a name already there is an error). update: change the one already there.',
    'zh-CN': '留空或 create：新增（已存在则报错）。update：修改已有的记录。',
  },
  example: 'create',
  choices: 'actions',
};

/** The style a row belongs to, by its number. */
export const STYLE_NO_COLUMN: ColumnSpec<'styleNo'> = {
  key: 'styleNo',
  header: { en: 'Style no.', 'zh-CN': '款号' },
  aliases: ['Style', 'Style number', '款式编号', '款式号'],
  required: true,
  note: { en: 'The style’s number, as on its tickets.', 'zh-CN': '款号，与菲票上的一致。' },
  example: 'ST-2611',
};

/** A free remark kept with the record. */
export const NOTE_COLUMN: ColumnSpec<'note'> = {
  key: 'note',
  header: { en: 'Note', 'zh-CN': '备注' },
  note: { en: 'Anything else.', 'zh-CN': '其他说明。' },
  example: '',
};
