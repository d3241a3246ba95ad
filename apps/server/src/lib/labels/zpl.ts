import type { Bitmap } from './bitmap';
import type { Label, LabelElement, LabelSetup, TextElement } from './label';
import { dotsPerMm } from './label';
import { isPrinterText, type TextArt } from './text-art';
import { zplDownloadGraphic, zplGraphicField } from './zpl-graphic';

/**
 * Zebra's ZPL II. Each label is one format (^XA … ^XZ) that sets its own size, so a job printed after another
 * printer's leaves nothing behind. Field data goes through ^FH (hex escapes after `_`) with ^CI28 (UTF-8), so
 * no value can end a field or start a command. Text a printer cannot set is drawn once per job as a stored
 * graphic (~DG, recalled with ^XG) and deleted at the end of the job.
 */

/** A Zebra with a Chinese font: Zebra's Simplified Chinese TrueType font, in UTF-8. */
const CJK_FONT = 'E:ANMDS.TTF';
/** Stored graphics a job keeps on the printer at most; past this, a string is drawn inline each time. */
const MAX_STORED = 200;

/**
 * Field data as ^FH reads it: `_`, `^`, `~` and control bytes as `_XX`, so no value can end a field or start a
 * command; other UTF-8 bytes (Chinese) go as they are, which ^CI28 reads.
 */
export function zplFieldData(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control bytes are exactly what must not reach the printer raw
    /[\x00-\x1f\x7f_^~]/g,
    (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

export class ZplWriter {
  private readonly stored = new Map<string, string>();
  private readonly out: string[] = [];

  constructor(
    private readonly setup: LabelSetup,
    private readonly art: TextArt,
  ) {
    // ~SD is a printer setting, not part of a format: given once, before the labels.
    if (setup.darkness !== null) this.out.push(`~SD${String(setup.darkness).padStart(2, '0')}\n`);
  }

  label(label: Label): void {
    const dots = dotsPerMm(this.setup.dpi);
    const head = [
      '^XA',
      '^CI28',
      `^PW${Math.round(this.setup.widthMm * dots)}`,
      `^LL${Math.round(this.setup.heightMm * dots)}`,
      '^LH0,0',
    ];
    if (this.setup.speed !== null) head.push(`^PR${this.setup.speed}`);
    const fields = label.elements.map((element) => this.element(element));
    this.out.push(`${head.join('')}\n${fields.join('\n')}\n^PQ1^XZ\n`);
  }

  /** The job: the labels, then the stored graphics deleted. */
  finish(): Buffer {
    if (this.stored.size > 0) this.out.push('^XA^IDR:GBO*.GRF^FS^XZ\n');
    return Buffer.from(this.out.join(''), 'utf8');
  }

  private element(element: LabelElement): string {
    switch (element.kind) {
      case 'text':
        return this.text(element);
      case 'qr':
        // Model 2, error level M, automatic input: the printer makes the code, so it stays sharp.
        return `^FO${element.x},${element.y}^BQN,2,${element.cell}^FH^FDMA,${zplFieldData(element.text)}^FS`;
      case 'code128':
        return (
          `^FO${element.x},${element.y}^BY${element.module},3,${element.height}` +
          `^BCN,${element.height},Y,N,N^FH^FD${zplFieldData(element.text)}^FS`
        );
      case 'box':
        return `^FO${element.x},${element.y}^GB${element.width},${element.height},${element.thickness}^FS`;
    }
  }

  private text(element: TextElement): string {
    const { x, y, height, maxWidth, text } = element;
    if (isPrinterText(text) || this.setup.cjkFont) {
      const font = isPrinterText(text) ? `^A0N,${height},${height}` : `^A@N,${height},${height},${CJK_FONT}`;
      // One line, never wider than its room (^FB).
      const field = (at: number) =>
        `^FO${at},${y}${font}^FB${maxWidth},1,0,L,0^FH^FD${zplFieldData(text)}^FS`;
      return element.bold ? `${field(x)}\n${field(x + boldShift(this.setup))}` : field(x);
    }
    const bitmap = this.art.draw(element);
    return `^FO${x},${y}${this.graphic(element, bitmap)}^FS`;
  }

  /** A drawn string: stored on the printer the first time (most repeat on every label), then recalled. */
  private graphic(element: TextElement, bitmap: Bitmap): string {
    const key = `${element.height}|${element.maxWidth}|${element.bold ? 1 : 0}|${element.text}`;
    let name = this.stored.get(key);
    if (name === undefined) {
      if (this.stored.size >= MAX_STORED) return zplGraphicField(bitmap);
      name = `GBO${this.stored.size + 1}`;
      this.stored.set(key, name);
      this.out.push(`${zplDownloadGraphic(name, bitmap)}\n`);
    }
    return `^XGR:${name}.GRF,1,1`;
  }
}

/** A bold printer font: the text set twice, a dot (two at 300 dpi) apart. */
const boldShift = (setup: LabelSetup): number => (setup.dpi === 300 ? 2 : 1);
