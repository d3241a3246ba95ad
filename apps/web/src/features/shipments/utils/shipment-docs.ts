import type { CartonGroupRow, FactoryInfo, Shipment } from '@gbo/contracts';
import { qrSvg } from '@/lib/qr-svg';
import { shipmentDocsCss } from '@/features/shipments/utils/shipment-docs-css';
import { formatMoney, formatYuan } from '@/lib/money';

/** The paper: A4 portrait or A5 landscape. */
export type ShipmentPaper = 'a4' | 'a5';
/** Which documents: the delivery note, the packing list, or both (one after the other). */
export type ShipmentDocChoice = 'note' | 'packing' | 'both';

/** The words printed on the documents, in the clerk's language. */
export const DOC_WORDS = [
  'deliveryNote',
  'packingList',
  'shipmentNo',
  'customer',
  'address',
  'contact',
  'style',
  'orderNo',
  'shipDate',
  'carrier',
  'vehicleNo',
  'driver',
  'colour',
  'size',
  'total',
  'unitPrice',
  'amount',
  'totalAmount',
  'cartons',
  'cartonNos',
  'perCarton',
  'pieces',
  'cartonSize',
  'grossWeight',
  'netWeight',
  'volume',
  'solid',
  'mixed',
  'note',
  'shipper',
  'driverSign',
  'receiver',
  'packer',
  'checker',
  'date',
  'draft',
  'void',
  'noCartons',
  'pageOf',
] as const;
export type DocWord = (typeof DOC_WORDS)[number];
export type DocWords = Record<DocWord, string>;

export interface ShipmentDocOptions {
  paper: ShipmentPaper;
  documents: ShipmentDocChoice;
  words: DocWords;
}

const e = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : String(value).replace(
        /[&<>"']/g,
        (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
      );

/** 1–18, or 19 for a single carton. */
export const cartonRange = (group: Pick<CartonGroupRow, 'fromNo' | 'toNo'>) =>
  group.fromNo === group.toNo ? String(group.fromNo) : `${group.fromNo}–${group.toNo}`;

/** Cartons per colour (a carton of several colours counts under each of them, once). */
export function cartonsPerColour(groups: readonly CartonGroupRow[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const group of groups)
    for (const colour of new Set(group.contents.map((cell) => cell.colour)))
      counts.set(colour, (counts.get(colour) ?? 0) + group.cartons);
  return [...counts];
}

/** The volume of the cartons in m³ to 3 decimals, from their size in cm (tenths): exact, no float sum. */
export function cartonVolume(packing: Shipment['packing']): string | undefined {
  if (!packing?.cartonLength || !packing.cartonWidth || !packing.cartonHeight) return undefined;
  const tenths = (text: string) => BigInt(Math.round(Number(text) * 10));
  // tenth-cm³ × cartons; 1 m³ = 10^6 cm³ = 10^9 tenth-cm³; shown to 0.001 m³ (rounded half up).
  const total =
    tenths(packing.cartonLength) *
    tenths(packing.cartonWidth) *
    tenths(packing.cartonHeight) *
    BigInt(packing.cartonCount);
  const thousandths = (total + 500_000n) / 1_000_000n;
  return `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`;
}

/** 60 × 40 × 35 cm, or nothing when a measure is missing. */
const cartonSize = (packing: Shipment['packing']) =>
  packing?.cartonLength && packing.cartonWidth && packing.cartonHeight
    ? `${packing.cartonLength} × ${packing.cartonWidth} × ${packing.cartonHeight} cm`
    : undefined;

function head(factory: FactoryInfo | undefined, shipment: Shipment, title: string, words: DocWords) {
  const stamp =
    shipment.status === 'draft'
      ? `<span class="s-stamp">${e(words.draft)}</span>`
      : shipment.status === 'void'
        ? `<span class="s-stamp s-stamp--void">${e(words.void)}</span>`
        : '';
  return (
    `<header class="s-head">` +
    `<div class="s-factory"><div class="s-factory-name">${e(factory?.factoryName ?? '')}</div>` +
    (factory?.address ? `<div class="s-factory-address">${e(factory.address)}</div>` : '') +
    `</div>` +
    `<div class="s-title"><h1>${e(title)}${stamp}</h1>` +
    `<div class="s-no"><span>${e(words.shipmentNo)}</span> <b>${e(shipment.shipmentNo)}</b></div></div>` +
    `<div class="s-code">${qrSvg(shipment.shipmentNo, 's-qr')}</div>` +
    `</header>`
  );
}

function infoTable(shipment: Shipment, words: DocWords, full: boolean) {
  const cell = (label: string, value: string | null | undefined, span = 1) =>
    `<th>${e(label)}</th><td${span > 1 ? ` colspan="${span}"` : ''}>${e(value || '—')}</td>`;
  const contact = [shipment.contact, shipment.phone].filter(Boolean).join(' ');
  const driver = [shipment.driver, shipment.driverPhone].filter(Boolean).join(' ');
  const style = `${shipment.styleNo} ${shipment.styleName}`;
  const rows = full
    ? [
        cell(words.customer, shipment.customerName) + cell(words.shipDate, shipment.shipDate),
        cell(words.address, shipment.address) + cell(words.contact, contact),
        cell(words.style, style) + cell(words.orderNo, shipment.orderNo),
        cell(words.carrier, shipment.carrier) + cell(words.vehicleNo, shipment.vehicleNo),
        cell(words.driver, driver) +
          cell(words.unitPrice, shipment.unitPrice && formatMoney(shipment.unitPrice)),
      ]
    : [
        cell(words.customer, shipment.customerName) + cell(words.shipDate, shipment.shipDate),
        cell(words.style, style) + cell(words.orderNo, shipment.orderNo),
        cell(words.carrier, shipment.carrier) + cell(words.vehicleNo, shipment.vehicleNo),
      ];
  return `<table class="s-info"><tbody>${rows.map((row) => `<tr>${row}</tr>`).join('')}</tbody></table>`;
}

function quantityGrid(shipment: Shipment, words: DocWords) {
  const sizes = shipment.sizeTotals.filter((total) => total.qty > 0).map((total) => total.size);
  const rows = shipment.colourTotals.filter((total) => total.qty > 0);
  const qty = new Map(shipment.lines.map((line) => [`${line.colour}\u0000${line.size}`, line.qty]));
  const priced = shipment.amount !== null;
  const money = (text: string | null) => (text === null ? '' : formatMoney(text));
  const header =
    `<tr><th class="s-left">${e(words.colour)} \\ ${e(words.size)}</th>` +
    sizes.map((size) => `<th>${e(size)}</th>`).join('') +
    `<th>${e(words.total)}</th>` +
    (priced ? `<th>${e(words.amount)}</th>` : '') +
    `</tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr><th class="s-left">${e(row.colour)}</th>` +
        sizes.map((size) => `<td>${qty.get(`${row.colour}\u0000${size}`) ?? ''}</td>`).join('') +
        `<td class="s-strong">${row.qty}</td>` +
        (priced ? `<td>${money(row.amount)}</td>` : '') +
        `</tr>`,
    )
    .join('');
  const sizeTotal = new Map(shipment.sizeTotals.map((total) => [total.size, total.qty]));
  const foot =
    `<tr><th class="s-left">${e(words.total)}</th>` +
    sizes.map((size) => `<td>${sizeTotal.get(size) ?? 0}</td>`).join('') +
    `<td class="s-strong">${shipment.totalQty}</td>` +
    (priced ? `<td class="s-strong">${money(shipment.amount)}</td>` : '') +
    `</tr>`;
  return `<table class="s-grid"><thead>${header}</thead><tbody>${body}</tbody><tfoot>${foot}</tfoot></table>`;
}

function cartonFacts(shipment: Shipment, words: DocWords) {
  const packing = shipment.packing;
  if (!packing) return [];
  const facts = [
    `${e(words.cartons)} <b>${packing.cartonCount}</b>` +
      (packing.cartonCount > 0 ? ` (${e(words.cartonNos)} 1–${packing.cartonCount})` : ''),
    packing.mode === 'solid'
      ? `${e(words.solid)}, ${e(words.perCarton)} ${packing.perCarton ?? ''}`
      : e(words.mixed),
  ];
  const size = cartonSize(packing);
  if (size) facts.push(`${e(words.cartonSize)} ${e(size)}`);
  const volume = cartonVolume(packing);
  if (volume) facts.push(`${e(words.volume)} ${volume} m³`);
  if (packing.grossWeight) facts.push(`${e(words.grossWeight)} ${e(packing.grossWeight)} kg`);
  if (packing.netWeight) facts.push(`${e(words.netWeight)} ${e(packing.netWeight)} kg`);
  return facts;
}

function cartonsSummary(shipment: Shipment, words: DocWords) {
  const packing = shipment.packing;
  if (!packing) return `<div class="s-cartons">${e(words.cartons)}: ${e(words.noCartons)}</div>`;
  const perColour = cartonsPerColour(packing.groups)
    .map(([colour, cartons]) => `${e(colour)} ${cartons}`)
    .join(' · ');
  return (
    `<div class="s-cartons">${cartonFacts(shipment, words).join(' · ')}` +
    (perColour ? `<div class="s-percolour">${perColour}</div>` : '') +
    `</div>`
  );
}

function signatures(labels: string[], words: DocWords) {
  return (
    `<footer class="s-sign">` +
    labels
      .map(
        (label) =>
          `<div class="s-sign-box"><span>${e(label)}</span><span class="s-line"></span>` +
          `<span>${e(words.date)}</span><span class="s-line s-line--short"></span></div>`,
      )
      .join('') +
    `</footer>`
  );
}

/** The delivery note (出货单): who, what, how many, how packed, for how much, and the signatures. */
export function deliveryNoteHtml(shipment: Shipment, factory: FactoryInfo | undefined, words: DocWords) {
  const amount =
    shipment.amount !== null
      ? `<div class="s-amount">${e(words.totalAmount)} <b>${formatYuan(shipment.amount)}</b>` +
        ` <span>(${shipment.totalQty} × ${formatMoney(shipment.unitPrice)})</span></div>`
      : '';
  return (
    `<section class="s-doc s-doc--note">` +
    head(factory, shipment, words.deliveryNote, words) +
    infoTable(shipment, words, true) +
    quantityGrid(shipment, words) +
    amount +
    cartonsSummary(shipment, words) +
    (shipment.note ? `<div class="s-note"><b>${e(words.note)}</b> ${e(shipment.note)}</div>` : '') +
    signatures([words.shipper, words.driverSign, words.receiver], words) +
    `</section>`
  );
}

/** The packing list (装箱单): carton range by range, what each carton holds, and the cartons' measures. */
export function packingListHtml(shipment: Shipment, factory: FactoryInfo | undefined, words: DocWords) {
  const groups = shipment.packing?.groups ?? [];
  const body = groups
    .map((group) =>
      group.contents
        .map((cell, i) => {
          const span = group.contents.length > 1 ? ` rowspan="${group.contents.length}"` : '';
          const first = i === 0;
          return (
            `<tr>` +
            (first ? `<td class="s-strong"${span}>${cartonRange(group)}</td>` : '') +
            `<td class="s-left">${e(cell.colour)}</td><td>${e(cell.size)}</td><td>${cell.qty}</td>` +
            (first ? `<td${span}>${group.cartons}</td>` : '') +
            `<td>${cell.qty * group.cartons}</td></tr>`
          );
        })
        .join(''),
    )
    .join('');
  const count = shipment.packing?.cartonCount ?? 0;
  const pieces = groups.reduce((sum, group) => sum + group.pieces, 0);
  const table =
    groups.length === 0
      ? `<div class="s-cartons">${e(words.noCartons)}</div>`
      : `<table class="s-grid s-packing"><thead><tr><th>${e(words.cartonNos)}</th>` +
        `<th class="s-left">${e(words.colour)}</th><th>${e(words.size)}</th><th>${e(words.perCarton)}</th>` +
        `<th>${e(words.cartons)}</th><th>${e(words.pieces)}</th></tr></thead><tbody>${body}</tbody>` +
        `<tfoot><tr><th>${e(words.total)}</th><td></td><td></td><td></td>` +
        `<td class="s-strong">${count}</td><td class="s-strong">${pieces}</td></tr></tfoot></table>`;
  const facts = cartonFacts(shipment, words);
  return (
    `<section class="s-doc s-doc--packing">` +
    head(factory, shipment, words.packingList, words) +
    infoTable(shipment, words, false) +
    table +
    (facts.length > 0 ? `<div class="s-cartons">${facts.join(' · ')}</div>` : '') +
    signatures([words.packer, words.checker], words) +
    `</section>`
  );
}

/** Text as a CSS string: quotes and backslashes escaped, and no `<` that could end the style element. */
const cssString = (text: string) =>
  `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/</g, '\\3C ')
    .replace(/[\r\n]+/g, ' ')}"`;

/** "Page {page} of {pages}" as CSS content: the printer's page counters where the placeholders are. */
function pageNumberContent(template: string): string {
  return template
    .split(/(\{page\}|\{pages\})/)
    .filter(Boolean)
    .map((part) =>
      part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
}

/**
 * What every printed page repeats in its margin, however long the order runs: the document and the order's
 * number at the top, "page n of N" at the bottom (N counts the pages of the whole printout). Each document is
 * a named page, so the note's pages and the packing list's say which they are.
 */
function pageMarks(shipment: Shipment, documents: ShipmentDocChoice, words: DocWords): string {
  const pageNo = pageNumberContent(words.pageOf);
  const mark = (page: string, title: string) =>
    `@page ${page} {` +
    ` @top-right { content: ${cssString(`${title} ${shipment.shipmentNo}`)}; }` +
    ` @bottom-right { content: ${pageNo}; } }`;
  return (
    (documents !== 'packing' ? mark('s-note', words.deliveryNote) : '') +
    (documents !== 'note' ? mark('s-packing', words.packingList) : '')
  );
}

/**
 * A void order's pages are marked across: one fixed element, which the browser prints on every page, so no
 * page of a void note can pass for a valid one.
 */
const voidMark = (shipment: Shipment, words: DocWords) =>
  shipment.status === 'void' ? `<div class="s-watermark" aria-hidden="true">${e(words.void)}</div>` : '';

/**
 * The documents chosen as one piece of markup with its own print CSS (`@page` of the paper chosen): plain
 * HTML, no React nor antd inside, printed through the shell's print helper.
 */
export function shipmentDocsHtml(
  shipment: Shipment,
  factory: FactoryInfo | undefined,
  { paper, documents, words }: ShipmentDocOptions,
) {
  const parts = [
    documents !== 'packing' ? deliveryNoteHtml(shipment, factory, words) : '',
    documents !== 'note' ? packingListHtml(shipment, factory, words) : '',
  ].join('');
  return (
    `<div class="gbo-ship gbo-ship--${paper}">` +
    `<style>${shipmentDocsCss(paper)}${pageMarks(shipment, documents, words)}</style>` +
    voidMark(shipment, words) +
    parts +
    `</div>`
  );
}
