import type { Bitmap } from './bitmap';

/**
 * Text drawn as a 1-bit picture `height` dots high (the font's em, baseline inside), at most `maxWidth` dots
 * wide (cut at a whole character). STUB: being written (font, rasteriser).
 */
export function textBitmap(
  text: string,
  height: number,
  options: { maxWidth?: number; bold?: boolean } = {},
): Bitmap {
  const width = Math.min(options.maxWidth ?? Infinity, Math.ceil(text.length * height));
  return { width, height, data: new Uint8Array(Math.ceil(width / 8) * height) };
}
