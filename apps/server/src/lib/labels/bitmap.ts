/**
 * A 1-bit picture as label printers take it: rows of `ceil(width / 8)` bytes, the leftmost dot in the highest
 * bit, 1 a black dot.
 */
export type Bitmap = { width: number; height: number; data: Uint8Array };

export const bytesPerRow = (width: number): number => Math.ceil(width / 8);
