import iconv from 'iconv-lite';
import type { Label, LabelElement, LabelSetup, TextElement } from './label';
import { isPrinterText, type TextArt } from './text-art';
import { tsplBitmap } from './tspl-graphic';

/**
 * TSPL (TSC, and the Gprinter and Xprinter printers most Chinese factories use). The job sets the label's
 * size and gap once, then each label is CLS … PRINT 1. The printers' own fonts are fixed-pitch bitmaps, so a
 * text's width is known and it is cut to its room here. Chinese text is set in TSS24.BF2 (GB18030 bytes)
 * on a printer that has it, else drawn as a BITMAP.
 */

/** The built-in fonts' character cells in dots, at 203 and at 300 dpi (TSPL's TEXT fonts "1" to "5"). */
const FONTS: Record<203 | 300, { name: string; width: number; height: number }[]> = {
  203: [
    { name: '1', width: 8, height: 12 },
    { name: '2', width: 12, height: 20 },
    { name: '3', width: 16, height: 24 },
    { name: '4', width: 24, height: 32 },
    { name: '5', width: 32, height: 48 },
  ],
  300: [
    { name: '1', width: 12, height: 20 },
    { name: '2', width: 16, height: 28 },
    { name: '3', width: 24, height: 32 },
    { name: '4', width: 32, height: 48 },
    { name: '5', width: 48, height: 64 },
  ],
};
/** The Simplified Chinese font of TSPL printers: 24×24 dots a character (12×24 for ASCII). */
const CJK_FONT = { name: 'TSS24.BF2', width: 24, height: 24 };
const MAX_MULTIPLIER = 10;

/**
 * The font and multiplier of the tallest cell no taller than `height` in which `chars` characters fit
 * `maxWidth` (a narrower font before a cut text: "10 / 16" whole rather than "10 / "); when none fits, the
 * smallest, and the text is cut.
 */
export function tsplFont(
  dpi: 203 | 300,
  height: number,
  chars: number,
  maxWidth: number,
): { name: string; mul: number; width: number } {
  const smallest = FONTS[dpi][0]!;
  let best: { name: string; mul: number; width: number; height: number } | null = null;
  for (const font of FONTS[dpi])
    for (let mul = 1; mul <= MAX_MULTIPLIER; mul++) {
      const cell = { name: font.name, mul, width: font.width * mul, height: font.height * mul };
      if (cell.height > height || cell.width * chars > maxWidth) continue;
      // The tallest; at equal height the lower multiplier (a sharper font).
      if (!best || cell.height > best.height) best = cell;
    }
  return best ?? { name: smallest.name, mul: 1, width: smallest.width };
}

/**
 * A TSPL string: in double quotes, a quote inside written \["], and no control character (a line break
 * would end the command and start another; ESC starts a printer's immediate commands).
 */
const quoted = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- control characters are what must not reach the printer
  `"${text.replace(/[\x00-\x1f\x7f]/g, ' ').replaceAll('"', '\\["]')}"`;

export class TsplWriter {
  private readonly out: Buffer[] = [];

  constructor(
    private readonly setup: LabelSetup,
    private readonly art: TextArt,
  ) {
    const head = [
      `SIZE ${setup.widthMm} mm,${setup.heightMm} mm`,
      `GAP ${setup.gapMm} mm,0 mm`,
      'REFERENCE 0,0',
    ];
    if (setup.darkness !== null) head.push(`DENSITY ${setup.darkness}`);
    if (setup.speed !== null) head.push(`SPEED ${setup.speed}`);
    this.out.push(Buffer.from(`${head.join('\r\n')}\r\n`, 'latin1'));
  }

  label(label: Label): void {
    this.line('CLS');
    for (const element of label.elements) this.element(element);
    this.line('PRINT 1,1');
  }

  finish(): Buffer {
    return Buffer.concat(this.out);
  }

  private line(command: string, encoding: 'latin1' | 'gb18030' = 'latin1'): void {
    this.out.push(
      encoding === 'latin1'
        ? Buffer.from(`${command}\r\n`, 'latin1')
        : iconv.encode(`${command}\r\n`, 'gb18030'),
    );
  }

  private element(element: LabelElement): void {
    switch (element.kind) {
      case 'text':
        return this.text(element);
      case 'qr':
        return this.line(`QRCODE ${element.x},${element.y},M,${element.cell},A,0,${quoted(element.text)}`);
      case 'code128':
        return this.line(
          `BARCODE ${element.x},${element.y},"128",${element.height},1,0,${element.module},${element.module},${quoted(element.text)}`,
        );
      case 'box': {
        const { x, y, width, height, thickness } = element;
        // A box no thicker than its line is a bar (a rule).
        if (width <= thickness || height <= thickness) return this.line(`BAR ${x},${y},${width},${height}`);
        return this.line(`BOX ${x},${y},${x + width},${y + height},${thickness}`);
      }
    }
  }

  private text(element: TextElement): void {
    const { x, y, height, maxWidth } = element;
    if (isPrinterText(element.text)) {
      const font = tsplFont(this.setup.dpi, height, element.text.length, maxWidth);
      const text = element.text.slice(0, Math.max(0, Math.floor(maxWidth / font.width)));
      const set = (at: number) =>
        this.line(`TEXT ${at},${y},"${font.name}",0,${font.mul},${font.mul},${quoted(text)}`);
      set(x);
      if (element.bold) set(x + 1);
      return;
    }
    if (this.setup.cjkFont) {
      const mul = Math.max(1, Math.floor(height / CJK_FONT.height));
      // A Chinese character is a full cell, an ASCII one half of it.
      let room = maxWidth;
      let text = '';
      for (const char of element.text) {
        const width = (isPrinterText(char) ? CJK_FONT.width / 2 : CJK_FONT.width) * mul;
        if (width > room) break;
        room -= width;
        text += char;
      }
      return this.line(`TEXT ${x},${y},"${CJK_FONT.name}",0,${mul},${mul},${quoted(text)}`, 'gb18030');
    }
    this.out.push(tsplBitmap(x, y, this.art.draw(element)));
  }
}
