import type { PrinterDpi } from '@gbo/contracts';
import type { BoxElement, LabelElement, TextElement } from './label';
import { dotsPerMm } from './label';

/**
 * Layouts are written in millimetres and drawn in dots: one layout serves 203 and 300 dpi heads alike.
 */
export function millimetreGrid(dpi: PrinterDpi) {
  const dots = (mm: number): number => Math.round(mm * dotsPerMm(dpi));
  const text = (
    x: number,
    y: number,
    height: number,
    maxWidth: number,
    value: string,
    bold = false,
  ): TextElement => ({
    kind: 'text',
    x: dots(x),
    y: dots(y),
    height: dots(height),
    maxWidth: dots(maxWidth),
    text: value,
    bold,
  });
  const rule = (x: number, y: number, width: number, thickness = 0.25): BoxElement => {
    const t = Math.max(1, dots(thickness));
    return { kind: 'box', x: dots(x), y: dots(y), width: dots(width), height: t, thickness: t };
  };
  /** A caption over its value, in a cell of the label's grid. */
  const cell = (
    x: number,
    y: number,
    width: number,
    caption: string,
    value: string,
    valueHeight: number,
  ): LabelElement[] => {
    const captionHeight = valueHeight * 0.62;
    return [
      text(x, y, captionHeight, width, caption),
      text(x, y + captionHeight + 0.3, valueHeight, width, value, true),
    ];
  };
  return { dots, text, rule, cell };
}

/** Byte-mode capacity of QR versions 1–10 at error level M (ISO/IEC 18004 table 7). */
const QR_BYTES_M = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

/** The modules across the QR code of a text (byte mode, level M), for sizing it to its room. */
export function qrModules(text: string): number {
  const bytes = Buffer.byteLength(text, 'utf8');
  const version = QR_BYTES_M.findIndex((capacity) => bytes <= capacity) + 1;
  if (version === 0) throw new Error('QR text too long for a label');
  return 17 + 4 * version;
}

/**
 * Modules across a Code 128 barcode of a text in subset B (ZPL's ^BC and TSPL's "128" without switching to
 * subset C, so no narrower than this): start, a symbol a character, check (11 modules each), stop (13).
 */
export const code128Modules = (text: string): number => 11 * (text.length + 2) + 13;
