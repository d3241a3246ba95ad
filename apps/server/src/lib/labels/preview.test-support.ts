import { type Bitmap, emptyBitmap, isBlack, setBlack } from './bitmap';
import type { Label } from './label';
import { code128Modules, qrModules } from './layout';
import { textBitmap } from './text-bitmap';

/**
 * A label as one 1-bit picture `widthDots` × `heightDots`, to look at (`bitmapToPng`) or show in the docs: text
 * in the product's font as a printer without a Chinese font gets it, boxes as drawn, and the printer's own
 * symbols as grey stand-ins of their size (a QR code a hatched square, a Code 128 barcode hatched bars of its
 * subset B width with its text under it). Anything running past the label is cut off at its edge.
 */
export function renderLabelPreview(label: Label, widthDots: number, heightDots: number): Bitmap {
  const out = emptyBitmap(widthDots, heightDots);
  const dot = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < widthDots && y < heightDots) setBlack(out, x, y);
  };
  const fill = (
    x: number,
    y: number,
    width: number,
    height: number,
    ink = (_x: number, _y: number) => true,
  ) => {
    for (let j = 0; j < height; j++) for (let i = 0; i < width; i++) if (ink(i, j)) dot(x + i, y + j);
  };
  const paste = (picture: Bitmap, x: number, y: number) =>
    fill(x, y, picture.width, picture.height, (i, j) => isBlack(picture, i, j));
  for (const element of label.elements) {
    switch (element.kind) {
      case 'text':
        paste(
          textBitmap(element.text, element.height, { maxWidth: element.maxWidth, bold: element.bold }),
          element.x,
          element.y,
        );
        break;
      case 'box': {
        const { x, y, width, height, thickness: t } = element;
        fill(x, y, width, Math.min(t, height));
        fill(x, y + height - Math.min(t, height), width, Math.min(t, height));
        fill(x, y, Math.min(t, width), height);
        fill(x + width - Math.min(t, width), y, Math.min(t, width), height);
        break;
      }
      case 'qr': {
        const side = qrModules(element.text) * element.cell;
        fill(element.x, element.y, side, side, (i, j) => (i + j) % 3 === 0);
        break;
      }
      case 'code128': {
        const width = code128Modules(element.text) * element.module;
        fill(element.x, element.y, width, element.height, (i) => i % (2 * element.module) < element.module);
        const under = Math.max(10, element.module * 9);
        paste(
          textBitmap(element.text, under, { maxWidth: width }),
          element.x,
          element.y + element.height + 2,
        );
        break;
      }
    }
  }
  return out;
}
