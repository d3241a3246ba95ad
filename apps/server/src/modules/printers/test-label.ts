import type { PrinterDpi } from '@gbo/contracts';
import type { Label } from '../../lib/labels/label';
import { code128Modules, millimetreGrid, qrModules } from '../../lib/labels/layout';

/**
 * A printer's test label, on its own label size: a frame at the edges (is the size right?), the printer's
 * name and settings in its font, Chinese drawn or in its font (can it print Chinese?), and the QR code and
 * barcode it makes itself.
 */
export function testLabel(
  printer: { name: string; protocol: string; dpi: PrinterDpi; widthMm: number; heightMm: number },
  lines: { chinese: string; printedAt: string },
): Label {
  const grid = millimetreGrid(printer.dpi);
  const inner = printer.widthMm - 4;
  const line = Math.min(3.5, (printer.heightMm - 6) / 6);
  const frame = {
    kind: 'box' as const,
    x: 0,
    y: 0,
    width: grid.dots(printer.widthMm),
    height: grid.dots(printer.heightMm),
    thickness: grid.dots(0.5),
  };
  const elements: Label['elements'] = [
    frame,
    grid.text(2, 2, line, inner, printer.name, true),
    grid.text(
      2,
      2 + line * 1.3,
      line * 0.8,
      inner,
      `${printer.protocol.toUpperCase()} ${printer.dpi} dpi ${printer.widthMm}x${printer.heightMm} mm`,
    ),
    grid.text(2, 2 + line * 2.5, line, inner, lines.chinese),
    grid.text(2, 2 + line * 3.8, line * 0.8, inner, lines.printedAt),
  ];
  // The printer's own symbols under the text, as large as the label's room allows, never past its edges.
  const codeTop = 2 + line * 5;
  const codeRoom = printer.heightMm - codeTop - 2;
  if (codeRoom >= 8) {
    const qrText = 'GBO TEST';
    const side = grid.dots(Math.min(codeRoom, 30, inner * 0.4));
    const cell = Math.max(1, Math.min(10, Math.floor(side / qrModules(qrText))));
    const qrRight = grid.dots(2) + cell * qrModules(qrText);
    elements.push({ kind: 'qr', x: grid.dots(2), y: grid.dots(codeTop), cell, text: qrText });
    const module = printer.dpi === 300 ? 3 : 2;
    const barcode = { x: qrRight + grid.dots(3), width: code128Modules('GBO-TEST') * module };
    if (barcode.x + barcode.width <= grid.dots(printer.widthMm - 2))
      elements.push({
        kind: 'code128',
        x: barcode.x,
        y: grid.dots(codeTop),
        height: grid.dots(Math.min(10, codeRoom - 4)),
        module,
        text: 'GBO-TEST',
      });
  }
  return { elements };
}
