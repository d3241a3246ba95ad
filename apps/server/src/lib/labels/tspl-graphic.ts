import { type Bitmap, bytesPerRow } from './bitmap';

/**
 * A picture as a TSPL `BITMAP x,y,<bytes a row>,<rows>,0,<raw bytes>` (mode 0: overwrite). TSPL's bits are
 * the other way round from ours: 0 prints a dot, 1 leaves paper (TSC TSPL/TSPL2 Programming Manual, BITMAP;
 * TSC's Gprinter and Xprinter clones follow it), so the data goes inverted.
 */
export function tsplBitmap(x: number, y: number, bitmap: Bitmap): Buffer {
  const head = Buffer.from(`BITMAP ${x},${y},${bytesPerRow(bitmap.width)},${bitmap.height},0,`, 'latin1');
  const data = Buffer.from(bitmap.data.map((byte) => ~byte & 0xff));
  return Buffer.concat([head, data, Buffer.from('\r\n', 'latin1')]);
}
