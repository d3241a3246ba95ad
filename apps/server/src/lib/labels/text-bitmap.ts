import { type Bitmap, bytesPerRow, emptyBitmap } from './bitmap';
import { type Contour, fillPolygons } from './fill-polygons';
import { glyphContours, missingBox } from './glyph-contours';
import { type LabelFont, loadLabelFont } from './label-font';
import { Lru } from './lru';

export type TextBitmapOptions = { maxWidth?: number; bold?: boolean; font?: LabelFont };

/** A job repeats the same colour and style names on thousands of tickets. */
const drawn = new Lru<string, Bitmap>(500);

/**
 * Text drawn as a 1-bit picture `height` dots high: ideographs fill it from the top, Latin descenders fit
 * below the baseline. As wide as the text's advance, trailing spaces left out, and at most `maxWidth` dots
 * (cut before the first character that would not fit whole). `bold` draws it again one dot to the right.
 */
export function textBitmap(text: string, height: number, options: TextBitmapOptions = {}): Bitmap {
  const { maxWidth = Infinity, bold = false } = options;
  const font = options.font ?? loadLabelFont();
  const key = `${height}\u0000${maxWidth}\u0000${bold}\u0000${text}`;
  const memo = options.font ? undefined : drawn.get(key);
  if (memo) return memo;
  const bitmap = draw(text, height, maxWidth, bold, font);
  if (!options.font) drawn.set(key, bitmap);
  return bitmap;
}

function draw(text: string, height: number, maxWidth: number, bold: boolean, labelFont: LabelFont): Bitmap {
  const { font, top, bottom } = labelFont;
  const scale = height / (top - bottom);
  const baseline = Math.round(top * scale);
  const extra = bold ? 1 : 0;
  const contours: Contour[] = [];
  let pen = 0;
  let width = 0;
  for (const ch of text.trimEnd()) {
    const code = ch.codePointAt(0)!;
    const has = font.hasGlyphForCodePoint(code);
    const glyph = has ? font.glyphForCodePoint(code) : undefined;
    // A missing character takes an ideograph's width if it is one (from U+2E80 on), half of it otherwise.
    const advance = glyph?.advanceWidth ?? (code >= 0x2e80 ? 1 : 0.5) * font.unitsPerEm;
    const x = Math.round(pen);
    const right = Math.round(pen + advance * scale) + extra;
    if (right > maxWidth) break;
    const at = { x, baseline, scale };
    contours.push(
      ...(glyph ? glyphContours(glyph.path.commands, at) : missingBox(advance, font.unitsPerEm, at)),
    );
    pen += advance * scale;
    width = right;
  }
  const plain = fillPolygons(contours, width - extra, height);
  return bold ? emboldened(plain) : plain;
}

/** The picture OR itself shifted one dot right: strokes one dot thicker, one dot wider. */
function emboldened(plain: Bitmap): Bitmap {
  const bold = emptyBitmap(plain.width + 1, plain.height);
  const [from, to] = [bytesPerRow(plain.width), bytesPerRow(bold.width)];
  for (let y = 0; y < plain.height; y++) {
    let carry = 0;
    for (let i = 0; i < to; i++) {
      const byte = i < from ? plain.data[y * from + i]! : 0;
      bold.data[y * to + i] = byte | (byte >> 1) | carry;
      carry = (byte & 1) << 7;
    }
  }
  return bold;
}
