import { CARTON_LABEL_TEMPLATES, type CartonGroup, LABEL_SIZES, solidCartons } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { dotsPerMm, type Label } from '../../lib/labels/label';
import { labelExtent } from '../../lib/labels/extent.test-support';
import { cartonWords } from './carton-job';
import { cartonLabels, type CartonShipment } from './carton-label';

const words = cartonWords('en');

/** Three cartons of 20 colours and sizes (more than either label lists), then one of two. */
const mixed: CartonGroup[] = [
  {
    fromNo: 1,
    toNo: 3,
    contents: ['黑色', '白色', '藏青', '浅灰', '军绿'].flatMap((colour) =>
      ['S', 'M', 'L', 'XL'].map((size) => ({ colour, size, qty: 3 })),
    ),
  },
  {
    fromNo: 4,
    toNo: 4,
    contents: [
      { colour: '黑色', size: 'XL', qty: 12 },
      { colour: '白色', size: '2XL', qty: 8 },
    ],
  },
];

const shipment = (groups: CartonGroup[], extra: Partial<CartonShipment> = {}): CartonShipment => ({
  shipmentNo: 'CH-20261123-001',
  customerName: '杭州优衫贸易有限公司',
  styleNo: 'PL2408',
  styleName: '男士纯棉圆领短袖T恤',
  shipDate: '2026-11-23',
  groups,
  netWeight: '120.50',
  grossWeight: '131.25',
  ...extra,
});

const texts = (label: Label) =>
  label.elements.flatMap((element) => (element.kind === 'text' ? [element.text] : []));
const barcodes = (label: Label) => label.elements.filter((element) => element.kind === 'code128');

describe.each(
  CARTON_LABEL_TEMPLATES.flatMap((template) => ([203, 300] as const).map((dpi) => [template, dpi] as const)),
)('carton labels %s at %i dpi', (template, dpi) => {
  const perMm = dotsPerMm(dpi);
  const width = LABEL_SIZES[template].widthMm * perMm;
  const height = LABEL_SIZES[template].heightMm * perMm;
  const margin = 2 * perMm;
  const context = { template, dpi, words };

  it('keep every element inside the label, 2 mm from its edges', () => {
    const big = shipment(
      [{ fromNo: 1, toNo: 100_000, contents: [{ colour: '黑色', size: '3XL', qty: 10_000 }] }],
      { customerName: '很长很长的客户名称'.repeat(5), styleName: 'A very long style name '.repeat(4) },
    );
    const labels = [
      ...cartonLabels(shipment(mixed), { from: 1, to: 4 }, context),
      ...cartonLabels(big, { from: 99_999, to: 100_000 }, context),
    ];
    for (const label of labels)
      for (const element of label.elements) {
        const box = labelExtent(element);
        expect(box.x, JSON.stringify(element)).toBeGreaterThanOrEqual(margin);
        expect(box.y, JSON.stringify(element)).toBeGreaterThanOrEqual(margin);
        expect(box.x + box.width, JSON.stringify(element)).toBeLessThanOrEqual(width - margin);
        expect(box.y + box.height, JSON.stringify(element)).toBeLessThanOrEqual(height - margin);
      }
  });

  it('print the carton as n / N, its Code 128 of <shipmentNo>-<n>, ~15 mm high, 0.25 mm a module', () => {
    const labels = [...cartonLabels(shipment(mixed), { from: 1, to: 4 }, context)];
    labels.forEach((label, i) => {
      expect(texts(label)).toContain(`${i + 1} / 4`);
      const [barcode, ...others] = barcodes(label);
      expect(others).toEqual([]);
      expect(barcode).toMatchObject({
        text: `CH-20261123-001-${i + 1}`,
        module: dpi === 300 ? 3 : 2,
        height: 15 * perMm,
      });
    });
  });

  it('list the contents, the last line saying how many more when they do not fit', () => {
    const [first, , , last] = [...cartonLabels(shipment(mixed), { from: 1, to: 4 }, context)];
    const many = texts(first!);
    expect(many).toEqual(expect.arrayContaining(['Colour', 'Size', 'Qty', '黑色', 'S', '3']));
    const more = many.find((text) => /^\+\d+ more$/.test(text));
    expect(more).toBeDefined();
    const shown = many.filter((text) => text === '3').length;
    expect(Number(more!.match(/\d+/)![0]) + shown).toBe(20);
    expect(texts(last!)).toEqual(expect.arrayContaining(['黑色', 'XL', '12', '白色', '2XL', '8']));
    expect(texts(last!).some((text) => text.endsWith('more'))).toBe(false);
  });

  it('print the shipment, customer, style, ship date and the shipment’s weights', () => {
    const [label] = [...cartonLabels(shipment(mixed), { from: 1, to: 1 }, context)];
    expect(texts(label!)).toEqual(
      expect.arrayContaining([
        'CH-20261123-001',
        '杭州优衫贸易有限公司',
        'PL2408 男士纯棉圆领短袖T恤',
        '2026-11-23',
        'N.W. (shipment)',
        '120.50 kg',
        'G.W. (shipment)',
        '131.25 kg',
      ]),
    );
    const [bare] = [
      ...cartonLabels(shipment(mixed, { netWeight: null, grossWeight: null }), { from: 1, to: 1 }, context),
    ];
    expect(texts(bare!).some((text) => text.endsWith('kg'))).toBe(false);
  });

  it('make a label a carton of the range, in carton order', () => {
    const solid = solidCartons(
      [
        { colour: '黑色', size: 'S', qty: 50 },
        { colour: '白色', size: 'M', qty: 38 },
      ],
      20,
    );
    // 黑色 S: cartons 1–2 of 20 and 3 of 10; 白色 M: 4 of 20 and 5 of 18.
    const all = [...cartonLabels(shipment(solid), { from: 1, to: 5 }, context)];
    expect(all.map((label) => barcodes(label)[0]?.text)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `CH-20261123-001-${n}`),
    );
    const some = [...cartonLabels(shipment(solid), { from: 3, to: 4 }, context)];
    expect(some).toHaveLength(2);
    expect(texts(some[0]!)).toEqual(expect.arrayContaining(['3 / 5', '黑色', 'S', '10']));
    expect(texts(some[1]!)).toEqual(expect.arrayContaining(['4 / 5', '白色', 'M', '20']));
  });
});
