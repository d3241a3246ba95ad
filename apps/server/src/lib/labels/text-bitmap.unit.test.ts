import { describe, expect, it } from 'vitest';
import { type Bitmap, isBlack } from './bitmap';
import { textBitmap } from './text-bitmap';

const blackDots = (bitmap: Bitmap): number => {
  let n = 0;
  for (let y = 0; y < bitmap.height; y++)
    for (let x = 0; x < bitmap.width; x++) if (isBlack(bitmap, x, y)) n++;
  return n;
};

describe('textBitmap', () => {
  it('draw Chinese with the shipped font', () => {
    const bitmap = textBitmap('藏青', 32);
    expect(bitmap.height).toBe(32);
    expect(bitmap.width).toBeGreaterThan(40);
    expect(bitmap.width).toBeLessThanOrEqual(64);
    const dots = blackDots(bitmap);
    expect(dots).toBeGreaterThan(0.15 * 32 * bitmap.width);
    expect(dots).toBeLessThan(0.7 * 32 * bitmap.width);
  });

  it('draw different strings differently, the same string from memory', () => {
    expect(textBitmap('米白', 32).data).not.toEqual(textBitmap('酒红', 32).data);
    expect(textBitmap('卡其', 32)).toBe(textBitmap('卡其', 32));
    expect(textBitmap('浅灰', 32, { bold: true }).width).toBe(textBitmap('浅灰', 32).width + 1);
    expect(blackDots(textBitmap('浅灰', 32, { bold: true }))).toBeGreaterThan(
      blackDots(textBitmap('浅灰', 32)),
    );
  });

  it('draw a character the font lacks as a hollow box', () => {
    const box = textBitmap('\u{2A700}', 32);
    expect(box.width).toBeGreaterThan(20);
    // Its middle is empty, its left side is not.
    const middle = Math.floor(box.height / 2);
    expect(isBlack(box, Math.floor(box.width / 2), middle)).toBe(false);
    expect([...Array(8).keys()].some((x) => isBlack(box, x, middle))).toBe(true);
  });

  it('cut at a whole character within maxWidth', () => {
    const text = '裁床前片领袖车缝锁边';
    const prefixes = [...text].map((_, n) => textBitmap(text.slice(0, n + 1), 24));
    for (const maxWidth of [10, 30, 50, 100, prefixes[9]!.width - 1]) {
      const cut = textBitmap(text, 24, { maxWidth });
      expect(cut.width).toBeLessThanOrEqual(maxWidth);
      // As many whole characters as fit, drawn as they are on their own.
      const kept = prefixes.filter((prefix) => prefix.width <= maxWidth).at(-1);
      expect(cut.data).toEqual(kept?.data ?? new Uint8Array());
      expect(cut.width).toBe(kept?.width ?? 0);
    }
  });

  it('leave trailing spaces out and keep descenders inside', () => {
    expect(textBitmap('ST-2408  ', 24).width).toBe(textBitmap('ST-2408', 24).width);
    const g = textBitmap('g', 48);
    // The band ends at the lowest descender: g's tail reaches the bottom rows, never past them.
    expect([...Array(g.width).keys()].some((x) => isBlack(g, x, g.height - 2))).toBe(true);
    const box = textBitmap('藏', 48);
    expect([...Array(box.width).keys()].some((x) => isBlack(box, x, 0))).toBe(false);
  });
});
