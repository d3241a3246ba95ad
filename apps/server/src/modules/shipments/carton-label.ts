import {
  type CartonGroup,
  cartonCount,
  type CartonLabelTemplate,
  type PrinterDpi,
  type ShipmentCell,
} from '@gbo/contracts';
import type { Code128Element, Label, LabelElement } from '../../lib/labels/label';
import { code128Modules, millimetreGrid } from '../../lib/labels/layout';

/** The words a carton label prints beside its values, in the language of whoever prints it. */
export type CartonWords = Record<
  'customer' | 'style' | 'carton' | 'shipDate' | 'colour' | 'size' | 'qty' | 'netWeight' | 'grossWeight',
  string
> & {
  /** The last contents line when not all fit: "+3 more". */
  moreLines: (count: number) => string;
};

/** What every carton label of a shipment order prints, and its cartons. */
export type CartonShipment = {
  shipmentNo: string;
  customerName: string;
  styleNo: string;
  styleName: string;
  shipDate: string;
  /** The packing list's carton ranges (solid packing computed from the lines), numbering cartons 1…N. */
  groups: readonly CartonGroup[];
  /** Kilograms, the whole shipment (the packing list keeps no weight per carton). */
  netWeight: string | null;
  grossWeight: string | null;
};

/** One carton's label: the shipment, carton `carton` of `cartons`, what it holds. */
export type CartonLabelInput = Omit<CartonShipment, 'groups'> & {
  carton: number;
  cartons: number;
  contents: readonly ShipmentCell[];
  words: CartonWords;
};

/**
 * The two layouts in millimetres, from one plan: the shipment number large and bold, customer and style under
 * it, the carton's `n / N` large in a frame top right; a rule, then the contents as colour × size × qty lines
 * (as many as fit, the last saying how many more); a rule, the ship date and the shipment's weights; the Code
 * 128 barcode of `<shipmentNo>-<n>` at the bottom, its text under it. The 100×150 label has room for more
 * contents lines and larger type.
 */
const PLANS = {
  carton100x100: { width: 100, height: 100, margin: 3, number: 9, value: 4, big: 12, line: 4, footer: 3.5 },
  carton100x150: { width: 100, height: 150, margin: 3, number: 10, value: 5, big: 14, line: 5, footer: 4 },
} as const;

/** The barcode's height, and the room its printed text takes under it. */
const BARCODE_MM = 15;
const BARCODE_TEXT_MM = 4;

/** A Code 128 barcode's narrowest bar at a head's resolution: about 0.25 mm. */
export const code128Module = (dpi: PrinterDpi): number => (dpi === 300 ? 3 : 2);

/** The barcode text of a carton: `CH-20261123-001-7`. */
export const cartonCode = (shipmentNo: string, carton: number): string => `${shipmentNo}-${carton}`;

/** A character height (mm) that fits `text` in `width` mm, at most `max`: a digit is under 0.62 of its height wide. */
const fitting = (text: string, width: number, max: number): number =>
  Math.min(max, width / (0.62 * Math.max(1, text.length)));

export function cartonLabel(input: CartonLabelInput, template: CartonLabelTemplate, dpi: PrinterDpi): Label {
  const plan = PLANS[template];
  const grid = millimetreGrid(dpi);
  const { words } = input;
  const m = plan.margin;
  const inner = plan.width - 2 * m;
  const elements: LabelElement[] = [];

  // The shipment number across the top, as large as its room takes.
  const numberHeight = fitting(input.shipmentNo, inner, plan.number);
  elements.push(grid.text(m, m, numberHeight, inner, input.shipmentNo, true));

  // Under it, customer and style on the left, the carton's n / N large in a frame on the right.
  const top = m + numberHeight + 1.2;
  const frameWidth = 38;
  const frameLeft = plan.width - m - frameWidth;
  const leftWidth = frameLeft - m - 2;
  const cellHeight = (value: number) => value * 1.62 + 0.3;
  const frameHeight = 2 * cellHeight(plan.value) + 0.8;
  elements.push({
    kind: 'box',
    x: grid.dots(frameLeft),
    y: grid.dots(top),
    width: grid.dots(frameWidth),
    height: grid.dots(frameHeight),
    thickness: grid.dots(0.4),
  });
  const captionHeight = plan.value * 0.62;
  elements.push(grid.text(frameLeft + 1.5, top + 0.8, captionHeight, frameWidth - 3, words.carton));
  const count = `${input.carton} / ${input.cartons}`;
  const big = fitting(count, frameWidth - 3, plan.big);
  const bigRoom = frameHeight - 0.8 - captionHeight;
  const bigTop = top + 0.8 + captionHeight + (bigRoom - big) / 2;
  elements.push(grid.text(frameLeft + 1.5, bigTop, big, frameWidth - 3, count, true));
  elements.push(...grid.cell(m, top, leftWidth, words.customer, input.customerName, plan.value));
  elements.push(
    ...grid.cell(
      m,
      top + cellHeight(plan.value) + 0.8,
      leftWidth,
      words.style,
      `${input.styleNo} ${input.styleName}`.trim(),
      plan.value,
    ),
  );
  const headerBottom = top + frameHeight;

  // From the bottom up: the barcode and its text, the ship date and weights, a rule.
  const barcodeText = cartonCode(input.shipmentNo, input.carton);
  const module = code128Module(dpi);
  const barcodeWidth = code128Modules(barcodeText) * module;
  const barcodeTop = plan.height - m - BARCODE_TEXT_MM - BARCODE_MM;
  const barcode: Code128Element = {
    kind: 'code128',
    x: Math.max(grid.dots(m), Math.round((grid.dots(plan.width) - barcodeWidth) / 2)),
    y: grid.dots(barcodeTop),
    height: grid.dots(BARCODE_MM),
    module,
    text: barcodeText,
  };
  elements.push(barcode);

  const footer: [string, string][] = [[words.shipDate, input.shipDate]];
  if (input.netWeight) footer.push([words.netWeight, `${input.netWeight} kg`]);
  if (input.grossWeight) footer.push([words.grossWeight, `${input.grossWeight} kg`]);
  const footerTop = barcodeTop - 1.5 - cellHeight(plan.footer);
  const footerCell = inner / 3;
  footer.forEach(([caption, value], i) =>
    elements.push(...grid.cell(m + i * footerCell, footerTop, footerCell - 1, caption, value, plan.footer)),
  );
  elements.push(grid.rule(m, footerTop - 1, inner));

  // The contents between the rules: a caption row, then a line a colour and size.
  const contentsTop = headerBottom + 1.5;
  elements.push(grid.rule(m, contentsTop - 0.8, inner));
  const columns = [
    { x: m, width: inner * 0.55 - 1 },
    { x: m + inner * 0.55, width: inner * 0.25 - 1 },
    { x: m + inner * 0.8, width: inner * 0.2 },
  ];
  const columnCaption = plan.line * 0.62;
  [words.colour, words.size, words.qty].forEach((caption, c) =>
    elements.push(grid.text(columns[c]!.x, contentsTop, columnCaption, columns[c]!.width, caption)),
  );
  const pitch = plan.line + 0.8;
  const linesTop = contentsTop + columnCaption + 0.8;
  const room = Math.max(1, Math.floor((footerTop - 1.8 - linesTop + 0.8) / pitch));
  const contents = input.contents;
  const shown = contents.length > room ? contents.slice(0, room - 1) : contents;
  shown.forEach((cell, i) =>
    [cell.colour, cell.size, String(cell.qty)].forEach((value, c) =>
      elements.push(
        grid.text(columns[c]!.x, linesTop + i * pitch, plan.line, columns[c]!.width, value, c === 2),
      ),
    ),
  );
  if (shown.length < contents.length)
    elements.push(
      grid.text(
        m,
        linesTop + shown.length * pitch,
        plan.line,
        inner,
        words.moreLines(contents.length - shown.length),
      ),
    );
  return { elements };
}

/** The cartons a range numbers (every carton when left out), with what each holds, in carton order. */
export function* cartonsOf(
  groups: readonly CartonGroup[],
  range: { from: number; to: number },
): Generator<{ carton: number; contents: readonly ShipmentCell[] }> {
  for (const group of groups) {
    const from = Math.max(group.fromNo, range.from);
    const to = Math.min(group.toNo, range.to);
    for (let carton = from; carton <= to; carton++) yield { carton, contents: group.contents };
  }
}

/** A label for each carton of the range, in carton order. */
export function* cartonLabels(
  shipment: CartonShipment,
  range: { from: number; to: number },
  context: { template: CartonLabelTemplate; dpi: PrinterDpi; words: CartonWords },
): Generator<Label> {
  const { groups, ...common } = shipment;
  const cartons = cartonCount(groups);
  for (const { carton, contents } of cartonsOf(groups, range))
    yield cartonLabel(
      { ...common, carton, cartons, contents, words: context.words },
      context.template,
      context.dpi,
    );
}
