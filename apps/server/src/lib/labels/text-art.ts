import type { Bitmap } from './bitmap';
import type { TextElement } from './label';
import { textBitmap } from './text-bitmap';

/** Text every printer sets in its own font: printable ASCII. Anything else is drawn, or set in a CJK font. */
export const isPrinterText = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** Draws a text element as a 1-bit picture (the product's font, text-bitmap.ts). */
export type TextArt = { draw(element: TextElement): Bitmap };

export const fontArt: TextArt = {
  draw: ({ text, height, maxWidth, bold }) => textBitmap(text, height, { maxWidth, bold }),
};
