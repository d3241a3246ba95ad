import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parseWorkbook } from '../../test/xlsx';
import {
  toWallClock,
  type XlsxBookOptions,
  type XlsxSheet,
  xlsxBook,
  xlsxPart,
  xlsxStream,
  yesNoCell,
} from './xlsx';

type Row = { name: string; count: number; at: Date | null };

const SHEET: XlsxSheet<Row> = {
  name: { en: 'People', 'zh-CN': '人员' },
  timeZone: 'Asia/Shanghai',
  columns: [
    { header: { en: 'Name', 'zh-CN': '姓名' }, width: 20, value: (row) => row.name },
    { header: { en: 'Count', 'zh-CN': '数量' }, width: 8, value: (row) => row.count },
    { header: { en: 'At', 'zh-CN': '时间' }, width: 20, value: (row) => row.at },
  ],
};

async function readBack(batches: Iterable<Row[]> | AsyncIterable<Row[]>) {
  const workbook = await parseWorkbook(await buffer(xlsxStream(SHEET, batches)));
  const sheet = workbook.getWorksheet('People');
  if (!sheet) throw new Error('no sheet named People');
  return sheet;
}

describe('toWallClock', () => {
  it.each([
    ['2026-11-21T16:30:05Z', 'Asia/Shanghai', '2026-11-22T00:30:05.000Z'],
    ['2026-07-01T12:00:00Z', 'Europe/London', '2026-07-01T13:00:00.000Z'],
    ['2026-01-01T12:00:00Z', 'Europe/London', '2026-01-01T12:00:00.000Z'],
    ['2026-03-01T02:00:00Z', 'America/New_York', '2026-02-28T21:00:00.000Z'],
  ])('%s in %s reads %s', (instant, zone, wall) => {
    expect(toWallClock(new Date(instant), zone).toISOString()).toBe(wall);
  });
});

describe('xlsxStream', () => {
  it('writes a bold, frozen header and typed rows from every batch', async () => {
    async function* batches() {
      yield [{ name: 'Li Wei', count: 3, at: new Date('2026-11-21T16:30:05Z') }];
      yield [];
      yield [{ name: 'Wang Fang', count: 0, at: null }];
    }
    const sheet = await readBack(batches());
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'At']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe('Li Wei');
    expect(sheet.getCell('B2').value).toBe(3);
    // The factory's wall-clock time (Shanghai is UTC+8), shown as a date and time.
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-11-22T00:30:05Z'));
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('A3').value).toBe('Wang Fang');
    expect(sheet.getCell('C3').value).toBeNull();
  });

  it('keeps text that looks like a formula as text', async () => {
    const sheet = await readBack([[{ name: '=HYPERLINK("http://evil")', count: 1, at: null }]]);
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getCell('A2').formula).toBeUndefined();
  });

  it('writes only the header when there are no rows', async () => {
    const sheet = await readBack([]);
    expect(sheet.rowCount).toBe(1);
  });

  it('fails the stream when reading the rows fails, rather than ending a truncated file', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ name: 'first', count: 1, at: null }];
      throw new Error('the database went away');
    }
    await expect(buffer(xlsxStream(SHEET, failing()))).rejects.toThrow('the database went away');
  });

  it('reads rows only as fast as the workbook is read: a reader that waits holds a few batches, not the file', async () => {
    const BATCHES = 300;
    let pulled = 0;
    function* batches(): Generator<Row[]> {
      for (let i = 0; i < BATCHES; i++) {
        pulled++;
        // Random text, so the zip cannot shrink it away: each batch adds about 10 KB to the file.
        yield Array.from({ length: 100 }, (_, n) => ({
          name: randomBytes(50).toString('hex'),
          count: n,
          at: null,
        }));
      }
    }
    const stream = xlsxStream(SHEET, batches());
    // Nobody reads yet: wait until the writer stops pulling rows (or has pulled them all).
    let seen = -1;
    let still = 0;
    while (still < 5 && pulled < BATCHES) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      still = pulled === seen ? still + 1 : 0;
      seen = pulled;
    }
    expect(pulled).toBeLessThan(BATCHES / 10);
    // Once read, every row arrives.
    const workbook = await parseWorkbook(await buffer(stream));
    expect(workbook.getWorksheet('People')?.rowCount).toBe(BATCHES * 100 + 1);
  }, 60_000);
});

describe('a workbook’s language', () => {
  const SHEET_OF_WORDS: XlsxSheet<Row> = {
    ...SHEET,
    columns: [
      ...SHEET.columns,
      { header: { en: 'Busy', 'zh-CN': '忙' }, width: 6, value: (row) => yesNoCell(row.count > 0) },
    ],
  };
  const rows = [[{ name: 'Li Wei', count: 3, at: null }]];
  const sheetIn = async (options: XlsxBookOptions) => {
    const workbook = await parseWorkbook(await buffer(xlsxStream(SHEET_OF_WORDS, rows, options)));
    return workbook.worksheets[0];
  };

  it('is the reader’s: headers, sheet names and words in cells in Chinese for zh-CN', async () => {
    const sheet = await sheetIn({ locale: 'zh-CN' });
    expect(sheet?.name).toBe('人员');
    expect(sheet?.getRow(1).values).toEqual([undefined, '姓名', '数量', '时间', '忙']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Li Wei', 3, undefined, '是']);
  });

  it('is English when told so, and when not told', async () => {
    for (const options of [{ locale: 'en' as const }, {}]) {
      const sheet = await sheetIn(options);
      expect(sheet?.name).toBe('People');
      expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'At', 'Busy']);
      expect(sheet?.getCell('D2').value).toBe('Yes');
    }
  });

  it('names a continuation sheet in the reader’s language', async () => {
    const many = [Array.from({ length: 3 }, (_, i) => ({ name: `n${i}`, count: i, at: null }))];
    const book = xlsxBook([xlsxPart(SHEET, many)], { locale: 'zh-CN', sheetRowLimit: 2 });
    const workbook = await parseWorkbook(await buffer(book));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['人员', '人员 (2)']);
  });
});

describe('xlsxBook', () => {
  it('writes each part on its own sheet, continues a long one on the next sheets, and counts the rows', async () => {
    const counts: number[] = [];
    const rows = (n: number, name: string) => [
      Array.from({ length: n }, (_, i) => ({ name: `${name} ${i + 1}`, count: i + 1, at: null })),
    ];
    const LONG = { ...SHEET, name: { en: 'A sheet name of thirty-one char', 'zh-CN': '长' } };
    const book = xlsxBook([xlsxPart(SHEET, rows(3, 'p')), xlsxPart(LONG, rows(450, 'l'))], {
      sheetRowLimit: 200,
      onRows: (written) => counts.push(written),
    });
    const workbook = await parseWorkbook(await buffer(book));
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['People', 4],
      ['A sheet name of thirty-one char', 201],
      ['A sheet name of thirty-one (2)', 201],
      ['A sheet name of thirty-one (3)', 51],
    ]);
    const third = workbook.getWorksheet('A sheet name of thirty-one (3)');
    expect(third?.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'At']);
    expect(third?.getCell('A2').value).toBe('l 401');
    expect(counts.at(-1)).toBe(453);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});
