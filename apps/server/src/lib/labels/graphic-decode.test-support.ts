import { PNG } from 'pngjs';
import { type Bitmap, bytesPerRow, emptyBitmap, isBlack } from './bitmap';

/** A ^GFA command (plain or compressed hex) back to its picture; width is a whole number of bytes. */
export function decodeGfa(command: string): Bitmap {
  const match = /^\^GFA,(\d+),(\d+),(\d+),([\s\S]*)$/.exec(command);
  if (!match) throw new Error(`not a ^GFA: ${command.slice(0, 40)}`);
  return decodeHex(match[4]!, Number(match[2]), Number(match[3]));
}

/** A ~DG command back to its name and picture. */
export function decodeDg(command: string): { name: string; bitmap: Bitmap } {
  const match = /^~DG([^,]+),(\d+),(\d+),([\s\S]*)$/.exec(command);
  if (!match) throw new Error(`not a ~DG: ${command.slice(0, 40)}`);
  return { name: match[1]!, bitmap: decodeHex(match[4]!, Number(match[2]), Number(match[3])) };
}

/** ZPL's compressed ASCII hex, as the ZPL II Programming Guide describes it. */
export function decodeHex(text: string, total: number, perRow: number): Bitmap {
  const nibbles = perRow * 2;
  const rows: string[] = [];
  let row = '';
  let count = 0;
  const endRow = (): void => {
    rows.push(row);
    row = '';
  };
  for (const c of text.replace(/\s/g, '')) {
    if (c >= 'G' && c <= 'Y') count += c.charCodeAt(0) - 'F'.charCodeAt(0);
    else if (c >= 'g' && c <= 'z') count += 20 * (c.charCodeAt(0) - 'f'.charCodeAt(0));
    else if (c === ',' || c === '!') row = row.padEnd(nibbles, c === ',' ? '0' : 'F');
    else if (c === ':') row = rows[rows.length - 1] ?? '0'.repeat(nibbles);
    else if (/[0-9A-Fa-f]/.test(c)) {
      row += c.toUpperCase().repeat(Math.max(count, 1));
      count = 0;
    } else throw new Error(`unexpected ${c}`);
    if (row.length > nibbles) throw new Error(`row ${rows.length} too long`);
    if (row.length === nibbles) endRow();
  }
  if (row) throw new Error('a row left unfinished');
  const bitmap = emptyBitmap(perRow * 8, total / perRow);
  if (rows.length !== bitmap.height) throw new Error(`${rows.length} rows, ${bitmap.height} expected`);
  bitmap.data.set(Buffer.from(rows.join(''), 'hex'));
  return bitmap;
}

/** A TSPL BITMAP command back to its position and picture (its bits turned back: 1 black). */
export function decodeTsplBitmap(command: Buffer): { x: number; y: number; bitmap: Bitmap } {
  const head = /^BITMAP (\d+),(\d+),(\d+),(\d+),0,/.exec(command.toString('latin1'));
  if (!head) throw new Error('not a BITMAP');
  const [perRow, height] = [Number(head[3]), Number(head[4])];
  const data = command.subarray(head[0].length, head[0].length + perRow * height);
  if (command.subarray(head[0].length + data.length).toString('latin1') !== '\r\n')
    throw new Error('bad end');
  const bitmap = emptyBitmap(perRow * 8, height);
  bitmap.data.set(data.map((byte) => ~byte & 0xff));
  return { x: Number(head[1]), y: Number(head[2]), bitmap };
}

/** The same picture, `width` dots wide again (decoders give whole bytes). */
export const cropped = (bitmap: Bitmap, width: number): Bitmap => {
  const out = emptyBitmap(width, bitmap.height);
  const [from, to] = [bytesPerRow(bitmap.width), bytesPerRow(width)];
  for (let y = 0; y < bitmap.height; y++) out.data.set(bitmap.data.subarray(y * from, y * from + to), y * to);
  return out;
};

/** A picture as a PNG (black on white, `zoom` pixels a dot) to look at. */
export function bitmapToPng(bitmap: Bitmap, zoom = 1): Buffer {
  const png = new PNG({ width: Math.max(1, bitmap.width * zoom), height: Math.max(1, bitmap.height * zoom) });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const v =
        x / zoom < bitmap.width && isBlack(bitmap, Math.floor(x / zoom), Math.floor(y / zoom)) ? 0 : 255;
      png.data.fill(v, i, i + 3);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
