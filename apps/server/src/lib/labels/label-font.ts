import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { SERVER_ROOT } from '../../paths';

/** Noto Sans SC cut down to GBK + ASCII, shipped so that every installation draws Chinese (assets/fonts). */
export const SHIPPED_LABEL_FONT = path.join(SERVER_ROOT, 'assets/fonts/NotoSansSC-GBK.woff2');

/** A font and the band of a line, in font units: `top` above the baseline, `bottom` below it (negative). */
export type LabelFont = { font: fontkit.Font; top: number; bottom: number };

const loaded = new Map<string, LabelFont>();
let defaultPath = SHIPPED_LABEL_FONT;

/**
 * Makes another font the labels' (the LABEL_FONT setting: a full CJK font, for characters beyond GBK),
 * read now so that a wrong file stops the start rather than a print. Set before the first label is drawn.
 */
export function useLabelFont(path: string): void {
  loadLabelFont(path);
  defaultPath = path;
}

/**
 * The label font, read and parsed once per file on first use (synchronously: labels are built by synchronous
 * code; the shipped WOFF2 takes about 0.3 s to unpack). A collection (.ttc) gives its first face.
 */
export function loadLabelFont(path: string = defaultPath): LabelFont {
  let labelFont = loaded.get(path);
  if (!labelFont) {
    const parsed = fontkit.create(readFileSync(path));
    const font = 'fonts' in parsed ? parsed.fonts[0] : parsed;
    if (!font) throw new Error(`no font in ${path}`);
    labelFont = { font, ...lineBand(font) };
    loaded.set(path, labelFont);
  }
  return labelFont;
}

/**
 * From the ideographs' top (the typographic ascender, 0.88 em in CJK fonts) down to the lowest Latin
 * descender, so that "gjpqy" are not clipped.
 */
function lineBand(font: fontkit.Font): { top: number; bottom: number } {
  const os2 = font['OS/2'] as { typoAscender?: number; typoDescender?: number } | undefined;
  const top = os2?.typoAscender || font.ascent;
  let bottom = os2?.typoDescender || font.descent;
  for (const ch of 'gjpqy') {
    const code = ch.codePointAt(0)!;
    if (font.hasGlyphForCodePoint(code)) bottom = Math.min(bottom, font.glyphForCodePoint(code).bbox.minY);
  }
  return { top, bottom };
}
