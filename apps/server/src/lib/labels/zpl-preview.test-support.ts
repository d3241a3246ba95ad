import { type Bitmap, isBlack, setBlack } from './bitmap';
import { decodeDg, decodeGfa } from './graphic-decode.test-support';
import type { Label, LabelElement } from './label';
import { renderLabelPreview } from './preview.test-support';

/** ^FH field data back to its text (UTF-8 bytes as `_XX`). */
export const zplText = (field: string): string => {
  const bytes: number[] = [];
  for (let i = 0; i < field.length; i++) {
    const hex = field[i] === '_' ? /^[0-9A-F]{2}/.exec(field.slice(i + 1)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(field.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
};

/**
 * The labels of a ZPL job as this product writes it, read back from its bytes and drawn: stored graphics
 * (~DG, recalled with ^XG) and inline ones (^GFA) exactly as sent, the printer's own fonts and symbols as
 * renderLabelPreview's stand-ins. What a label would look like, decoded from the job itself.
 */
export function previewZplJob(zpl: string, widthDots: number, heightDots: number): Bitmap[] {
  const stored = new Map<string, Bitmap>();
  for (const match of zpl.matchAll(/~DGR:([^,]+),[^\n]*/g)) {
    const { name, bitmap } = decodeDg(match[0]);
    stored.set(`R:${name}`.replace(/^R:R:/, 'R:'), bitmap);
  }
  const formats = [...zpl.matchAll(/\^XA\^CI28([\s\S]*?)\^XZ/g)].map((m) => m[1]!);
  return formats.map((format) => {
    const elements: LabelElement[] = [];
    const pictures: { x: number; y: number; bitmap: Bitmap }[] = [];
    for (const field of format.split('\n')) {
      const at = /^\^FO(\d+),(\d+)(.*)\^FS$/.exec(field);
      if (!at) continue;
      const [x, y, rest] = [Number(at[1]), Number(at[2]), at[3]!];
      const text = /^\^A[0@]N,(\d+),\d+(?:,[^^]*)?\^FB(\d+),1,0,L,0\^FH\^FD(.*)$/.exec(rest);
      const graphic = /^\^XG(R:[^,]+),1,1$/.exec(rest);
      const qr = /^\^BQN,2,(\d+)\^FH\^FDMA,(.*)$/.exec(rest);
      const code = /^\^BY(\d+),3,(\d+)\^BCN,\d+,Y,N,N\^FH\^FD(.*)$/.exec(rest);
      const box = /^\^GB(\d+),(\d+),(\d+)$/.exec(rest);
      if (text)
        elements.push({
          kind: 'text',
          x,
          y,
          height: Number(text[1]),
          maxWidth: Number(text[2]),
          text: zplText(text[3]!),
        });
      else if (graphic) pictures.push({ x, y, bitmap: stored.get(graphic[1]!)! });
      else if (rest.startsWith('^GFA')) pictures.push({ x, y, bitmap: decodeGfa(rest) });
      else if (qr) elements.push({ kind: 'qr', x, y, cell: Number(qr[1]), text: zplText(qr[2]!) });
      else if (code)
        elements.push({
          kind: 'code128',
          x,
          y,
          module: Number(code[1]),
          height: Number(code[2]),
          text: zplText(code[3]!),
        });
      else if (box)
        elements.push({
          kind: 'box',
          x,
          y,
          width: Number(box[1]),
          height: Number(box[2]),
          thickness: Number(box[3]),
        });
      else throw new Error(`a field this preview cannot read: ${field.slice(0, 60)}`);
    }
    const label: Label = { elements };
    const out = renderLabelPreview(label, widthDots, heightDots);
    for (const { x, y, bitmap } of pictures)
      for (let j = 0; j < bitmap.height; j++)
        for (let i = 0; i < bitmap.width; i++)
          if (isBlack(bitmap, i, j) && x + i < widthDots && y + j < heightDots) setBlack(out, x + i, y + j);
    return out;
  });
}
