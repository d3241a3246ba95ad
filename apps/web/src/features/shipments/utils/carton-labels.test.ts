import { describe, expect, it } from 'vitest';
import {
  CARTON_WORDS,
  type CartonWords,
  cartonLabels,
  cartonLabelsHtml,
  weightPerCarton,
} from '@/features/shipments/utils/carton-labels';
import { shipment } from '@/features/shipments/utils/shipment-fixture';

const words = Object.fromEntries(CARTON_WORDS.map((word) => [word, `[${word}]`])) as CartonWords;

describe('carton labels', () => {
  it('makes a label a carton of the packing list, or of a range', () => {
    const all = cartonLabels(shipment);
    expect(all.map((label) => label.no)).toEqual([1, 2, 3]);
    expect(cartonLabels(shipment, 2, 2).map((label) => label.no)).toEqual([2]);
  });

  it('shares the shipment’s weights among its cartons, when known', () => {
    expect(weightPerCarton('37.05', 3)).toBe('≈ 12.35 kg');
    expect(weightPerCarton(null, 3)).toBeUndefined();
  });

  it('prints the order, carton n of N, its contents and a barcode of <shipmentNo>-<carton>', () => {
    const html = cartonLabelsHtml(shipment, cartonLabels(shipment, 3, 3), { sheet: 'quarter', words });
    expect(html).toContain('CH-20261123-002');
    expect(html).toContain('Youshan &lt;Trading&gt;');
    expect(html).toContain('[carton] 3 [of] 3');
    expect(html).toContain('aria-label="CH-20261123-002-3"');
    expect(html).toContain('grid-template-columns: 105mm 105mm');
  });
});
