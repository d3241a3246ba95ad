import { describe, expect, it } from 'vitest';
import {
  CARTON_WORDS,
  type CartonWords,
  cartonLabels,
  cartonLabelsHtml,
  shipmentWeight,
} from '@/features/shipments/utils/carton-labels';
import { shipment } from '@/features/shipments/utils/shipment-fixture';

const words = Object.fromEntries(CARTON_WORDS.map((word) => [word, `[${word}]`])) as CartonWords;

describe('carton labels', () => {
  it('makes a label a carton of the packing list, or of a range', () => {
    const all = cartonLabels(shipment);
    expect(all.map((label) => label.no)).toEqual([1, 2, 3]);
    expect(cartonLabels(shipment, 2, 2).map((label) => label.no)).toEqual([2]);
  });

  it('prints the shipment’s weights as the whole shipment’s, never divided among its cartons', () => {
    expect(shipmentWeight('37.05')).toBe('37.05 kg');
    expect(shipmentWeight(null)).toBeUndefined();
    // The fixture's 3 cartons weigh 28.00 kg net and 30.50 kg gross in all.
    const html = cartonLabelsHtml(shipment, cartonLabels(shipment, 1, 1), { sheet: 'quarter', words });
    expect(html).toContain('<b>[netWeight]</b><span>28.00 kg</span>');
    expect(html).toContain('<b>[grossWeight]</b><span>30.50 kg</span>');
    expect(html).not.toContain('≈');
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
