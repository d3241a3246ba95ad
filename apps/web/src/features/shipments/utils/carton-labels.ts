import type { Shipment, ShipmentCell } from '@gbo/contracts';
import { code128Svg } from '@/features/shipments/utils/code128';

/** Carton labels on A4: four a page (a quarter each, 105 × 148.5 mm) or two (a half each, 210 × 148.5 mm). */
export type CartonSheet = 'quarter' | 'half';

/** The words on a carton label, in the clerk's language. */
export const CARTON_WORDS = [
  'shipmentNo',
  'customer',
  'style',
  'carton',
  'of',
  'contents',
  'colour',
  'size',
  'qty',
  'netWeight',
  'grossWeight',
] as const;
export type CartonWords = Record<(typeof CARTON_WORDS)[number], string>;

/** One carton: its number and what it holds. */
export interface CartonLabel {
  no: number;
  contents: ShipmentCell[];
}

/** The cartons of the packing list numbered `fromNo`…`toNo` (all without them), one a label. */
export function cartonLabels(shipment: Shipment, fromNo?: number, toNo?: number): CartonLabel[] {
  const labels: CartonLabel[] = [];
  const first = fromNo ?? 1;
  const last = toNo ?? Number.MAX_SAFE_INTEGER;
  for (const group of shipment.packing?.groups ?? [])
    for (let no = Math.max(group.fromNo, first); no <= Math.min(group.toNo, last); no++)
      labels.push({ no, contents: group.contents });
  return labels;
}

/** The text of a carton's barcode: CH-20260102-001-3. */
export const cartonCode = (shipmentNo: string, no: number) => `${shipmentNo}-${no}`;

/**
 * A weight of the whole shipment, as the thermal label prints it: "37.05 kg"; none when not known. Labelled
 * as the shipment's (its words say so): cartons of mixed packing weigh differently, so it is never divided.
 */
export function shipmentWeight(total: string | null | undefined): string | undefined {
  return total ? `${total} kg` : undefined;
}

const e = (value: string | number) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const CSS = (sheet: CartonSheet) => `
@page { size: A4 portrait; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif; color: #000; }
.c-sheet { display: grid; grid-template-columns: ${sheet === 'quarter' ? '105mm 105mm' : '210mm'};
  grid-auto-rows: 148.5mm; width: 210mm; }
.c-label { padding: 8mm; overflow: hidden; break-inside: avoid; display: flex; flex-direction: column; gap: 2mm;
  border: 0.2mm dashed #999; font-size: ${sheet === 'quarter' ? '10pt' : '13pt'}; }
.c-label:nth-child(${sheet === 'quarter' ? '4n' : '2n'}) { break-after: page; }
.c-no { font-size: 1.1em; font-weight: 700; }
.c-carton { font-size: 2.2em; font-weight: 800; text-align: center; margin: 1mm 0; }
.c-row { display: flex; gap: 2mm; } .c-row b { min-width: 22mm; font-weight: 600; }
.c-contents { width: 100%; border-collapse: collapse; font-size: 0.95em; }
.c-contents th, .c-contents td { border: 0.2mm solid #000; padding: 0.6mm 1.5mm; text-align: left; }
.c-contents td.q, .c-contents th.q { text-align: right; }
.c-bar { margin-top: auto; text-align: center; }
.c-bar svg { width: 100%; height: ${sheet === 'quarter' ? '16mm' : '22mm'}; }
.c-code { font-family: monospace; letter-spacing: 0.5mm; }
`;

/** One carton's label. */
function labelHtml(shipment: Shipment, label: CartonLabel, count: number, words: CartonWords): string {
  const net = shipmentWeight(shipment.packing?.netWeight);
  const gross = shipmentWeight(shipment.packing?.grossWeight);
  const row = (word: string, value: string) =>
    `<div class="c-row"><b>${e(word)}</b><span>${e(value)}</span></div>`;
  const code = cartonCode(shipment.shipmentNo, label.no);
  return (
    `<section class="c-label">` +
    `<div class="c-no">${e(words.shipmentNo)} ${e(shipment.shipmentNo)}</div>` +
    row(words.customer, shipment.customerName) +
    row(words.style, `${shipment.styleNo} ${shipment.styleName}`) +
    `<div class="c-carton">${e(words.carton)} ${label.no} ${e(words.of)} ${count}</div>` +
    `<table class="c-contents"><thead><tr><th>${e(words.colour)}</th><th>${e(words.size)}</th>` +
    `<th class="q">${e(words.qty)}</th></tr></thead><tbody>` +
    label.contents
      .map(
        (cell) => `<tr><td>${e(cell.colour)}</td><td>${e(cell.size)}</td><td class="q">${cell.qty}</td></tr>`,
      )
      .join('') +
    `</tbody></table>` +
    (net ? row(words.netWeight, net) : '') +
    (gross ? row(words.grossWeight, gross) : '') +
    `<div class="c-bar">${code128Svg(code)}<div class="c-code">${e(code)}</div></div>` +
    `</section>`
  );
}

/** The carton labels as markup with their print CSS, for the shell's print helper. */
export function cartonLabelsHtml(
  shipment: Shipment,
  labels: readonly CartonLabel[],
  options: { sheet: CartonSheet; words: CartonWords },
): string {
  const count = shipment.packing?.cartonCount ?? labels.length;
  return (
    `<style>${CSS(options.sheet)}</style><div class="c-sheet">` +
    labels.map((label) => labelHtml(shipment, label, count, options.words)).join('') +
    `</div>`
  );
}
