import type { PrinterDpi, PrinterProtocol } from '@gbo/contracts';

/**
 * A label as a layout draws it, in the printer's dots from the label's top left corner, for any printer
 * language: `zpl.ts` and `tspl.ts` write it in theirs (job.ts).
 */
export type TextElement = {
  kind: 'text';
  x: number;
  /** The top of the text. */
  y: number;
  /** The character height in dots. */
  height: number;
  text: string;
  /** The text never runs past this width: longer text is cut at a whole character. */
  maxWidth: number;
  bold?: boolean;
};
/** A QR code drawn by the printer itself (ZPL ^BQ, TSPL QRCODE), `cell` dots a module, error level M. */
export type QrElement = { kind: 'qr'; x: number; y: number; cell: number; text: string };
/** A Code 128 barcode drawn by the printer, `module` dots its narrowest bar, its text printed under it. */
export type Code128Element = {
  kind: 'code128';
  x: number;
  y: number;
  height: number;
  module: number;
  text: string;
};
/** A rectangle's outline `thickness` dots thick; a line is a box one thickness high or wide. */
export type BoxElement = {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  thickness: number;
};
export type LabelElement = TextElement | QrElement | Code128Element | BoxElement;
export type Label = { elements: LabelElement[] };

/** What a job needs to know of its printer. */
export type LabelSetup = {
  protocol: PrinterProtocol;
  dpi: PrinterDpi;
  /** The label's size (the layout's), and the gap between labels. */
  widthMm: number;
  heightMm: number;
  gapMm: number;
  darkness: number | null;
  speed: number | null;
  /** The printer has a Chinese font: text is sent as text rather than drawn as a graphic. */
  cjkFont: boolean;
};

/** Dots a millimetre: 8 at 203 dpi, 12 at 300 dpi. */
export const dotsPerMm = (dpi: PrinterDpi): number => (dpi === 300 ? 12 : 8);
