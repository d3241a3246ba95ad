import { type Bitmap, bytesPerRow } from './bitmap';

/**
 * A picture as a ZPL graphic field at the current ^FO: `^GFA,<bytes>,<bytes>,<bytes a row>,<data>`, the data
 * in ZPL's compressed ASCII hex (zplHex).
 */
export function zplGraphicField(bitmap: Bitmap): string {
  const total = bitmap.data.length;
  return `^GFA,${total},${total},${bytesPerRow(bitmap.width)},${zplHex(bitmap)}`;
}

/**
 * Stores a picture in the printer's memory as R:<NAME>.GRF, for a job that prints the same text on many labels
 * to send it once and recall it with `^XGR:<NAME>.GRF,1,1^FS`.
 */
export function zplDownloadGraphic(name: string, bitmap: Bitmap): string {
  return `~DGR:${name}.GRF,${bitmap.data.length},${bytesPerRow(bitmap.width)},${zplHex(bitmap)}`;
}

/** Repeat counts by letter: G–Y count 1–19, g–z count 20, 40, … 400. */
const ONES = 'GHIJKLMNOPQRSTUVWXY';
const TWENTIES = 'ghijklmnopqrstuvwxyz';

/**
 * ZPL's "alternative data compression scheme" (ZPL II Programming Guide, for ~DG, ~DB and ^GFA): a hex digit
 * preceded by its repeat count, `,` for zeros and `!` for ones to the end of the row, `:` for a row like the
 * one before. `,` and `!` only at a byte's start, as older manuals ask ("one zero and a comma" for an odd
 * number of zeros).
 */
export function zplHex(bitmap: Bitmap): string {
  const perRow = bytesPerRow(bitmap.width);
  const rows: string[] = [];
  let previous = '';
  for (let y = 0; y < bitmap.height; y++) {
    const hex = Buffer.from(bitmap.data.subarray(y * perRow, (y + 1) * perRow))
      .toString('hex')
      .toUpperCase();
    rows.push(y > 0 && hex === previous ? ':' : compressRow(hex));
    previous = hex;
  }
  return rows.join('');
}

function compressRow(hex: string): string {
  let out = '';
  let i = 0;
  while (i < hex.length) {
    const digit = hex[i]!;
    let run = 1;
    while (i + run < hex.length && hex[i + run] === digit) run++;
    if (i + run === hex.length && (digit === '0' || digit === 'F')) {
      const fill = digit === '0' ? ',' : '!';
      if (i % 2 === 0) return out + fill;
      if (run > 1) return out + digit + fill;
    }
    out += repeat(digit, run);
    i += run;
  }
  return out;
}

/** A run as count letters and the digit: a single digit alone, anything longer than 419 in pieces. */
function repeat(digit: string, run: number): string {
  if (run === 1) return digit;
  let out = '';
  while (run > 0) {
    const piece = Math.min(run, 419);
    const twenties = Math.floor(piece / 20);
    const ones = piece % 20;
    out += (twenties ? TWENTIES[twenties - 1]! : '') + (ones ? ONES[ones - 1]! : '') + digit;
    run -= piece;
  }
  return out;
}
