/**
 * A 1-bit picture as label printers take it: rows of `ceil(width / 8)` bytes, the leftmost dot in the highest
 * bit, 1 a black dot.
 */
export type Bitmap = { width: number; height: number; data: Uint8Array };

export const bytesPerRow = (width: number): number => Math.ceil(width / 8);

export const emptyBitmap = (width: number, height: number): Bitmap => ({
  width,
  height,
  data: new Uint8Array(bytesPerRow(width) * height),
});

export const isBlack = (bitmap: Bitmap, x: number, y: number): boolean =>
  ((bitmap.data[y * bytesPerRow(bitmap.width) + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0;

export function setBlack(bitmap: Bitmap, x: number, y: number): void {
  const i = y * bytesPerRow(bitmap.width) + (x >> 3);
  bitmap.data[i] = (bitmap.data[i] ?? 0) | (0x80 >> (x & 7));
}
