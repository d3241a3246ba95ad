import type { Shipment } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  cartonsPerColour,
  cartonVolume,
  DOC_WORDS,
  type DocWords,
  shipmentDocsHtml,
} from '@/features/shipments/utils/shipment-docs';
import { shipment } from '@/features/shipments/utils/shipment-fixture';

const words = Object.fromEntries(DOC_WORDS.map((word) => [word, `«${word}»`])) as DocWords;

const factory = {
  factoryName: 'North Mill',
  address: '88 Yinxian Avenue',
  totalNumber: 10,
  addNumber: 3,
  createTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
};

describe('the shipment documents', () => {
  it('print the delivery note on A4 with the grid, amounts, cartons, QR code and signatures', () => {
    const html = shipmentDocsHtml(shipment, factory, { paper: 'a4', documents: 'note', words });
    expect(html).toContain('size: A4 portrait');
    expect(html).toContain('North Mill');
    expect(html).toContain('<b>CH-20261123-002</b>');
    expect(html).toContain('Youshan &lt;Trading&gt;');
    expect(html).toContain('<svg class="s-qr"');
    // Only colours and sizes shipped; white shipped nothing.
    expect(html).not.toContain('>white<');
    expect(html).toContain('<td class="s-strong">58</td><td class="s-strong">2,204.00</td>');
    expect(html).toContain('«totalAmount» <b>¥2,204.00</b>');
    expect(html).toContain('«volume» 0.252 m³');
    expect(html).toContain('«shipper»');
    expect(html).toContain('«receiver»');
    expect(html).not.toContain('«packingList»');
  });

  it('print the packing list carton by carton on A5 landscape', () => {
    const html = shipmentDocsHtml(shipment, factory, { paper: 'a5', documents: 'packing', words });
    expect(html).toContain('size: A5 landscape');
    expect(html).toContain('<h1>«packingList»</h1>');
    expect(html).toContain(
      '<tr><td class="s-strong">2</td><td class="s-left">black</td><td>S</td><td>18</td><td>1</td><td>18</td></tr>',
    );
    expect(html).toContain('<td class="s-strong">3</td><td class="s-strong">58</td>');
    expect(html).not.toContain('«deliveryNote»');
  });

  it('print both, and stamp a void order', () => {
    const html = shipmentDocsHtml({ ...shipment, status: 'void' }, factory, {
      paper: 'a4',
      documents: 'both',
      words,
    });
    expect(html.match(/<section class="s-doc/g)).toHaveLength(2);
    expect(html).toContain('s-stamp--void');
  });

  it('repeat the document, the order number and “page n of N” in the margin of every printed page', () => {
    const html = shipmentDocsHtml(shipment, factory, {
      paper: 'a5',
      documents: 'both',
      words: { ...words, pageOf: 'Page {page} of {pages}' },
    });
    expect(html).toContain('.s-doc--note { page: s-note; }');
    expect(html).toContain('.s-doc--packing { page: s-packing; }');
    expect(html).toContain(
      '@page s-packing { @top-right { content: "«packingList» CH-20261123-002"; }' +
        ' @bottom-right { content: "Page " counter(page) " of " counter(pages); } }',
    );
    expect(html).toContain('@page s-note { @top-right { content: "«deliveryNote» CH-20261123-002"; }');
    const chinese = shipmentDocsHtml({ ...shipment, shipmentNo: 'A"B</style>' }, factory, {
      paper: 'a4',
      documents: 'packing',
      words: { ...words, pageOf: '第 {page} 页，共 {pages} 页' },
    });
    expect(chinese).toContain('content: "第 " counter(page) " 页，共 " counter(pages) " 页";');
    // A number that could end the style element or the string stays inside it.
    expect(chinese).toContain('content: "«packingList» A\\"B\\3C /style>"');
  });

  it('mark every page of a void order across, and no other order', () => {
    const voided = shipmentDocsHtml({ ...shipment, status: 'void' }, factory, {
      paper: 'a4',
      documents: 'both',
      words,
    });
    expect(voided.match(/class="s-watermark"/g)).toHaveLength(1);
    expect(voided).toContain('<div class="s-watermark" aria-hidden="true">«void»</div>');
    expect(voided).toContain('.gbo-ship .s-watermark {\n  position: fixed;');
    const confirmed = shipmentDocsHtml(shipment, factory, { paper: 'a4', documents: 'both', words });
    expect(confirmed).not.toContain('class="s-watermark"');
  });

  it('count cartons per colour and the volume exactly', () => {
    expect(cartonsPerColour(shipment.packing?.groups ?? [])).toEqual([['black', 3]]);
    expect(
      cartonVolume({
        ...(shipment.packing as NonNullable<Shipment['packing']>),
        cartonLength: '40.5',
        cartonCount: 48,
      }),
    ).toBe('2.722');
    expect(
      cartonVolume({ ...(shipment.packing as NonNullable<Shipment['packing']>), cartonHeight: null }),
    ).toBeUndefined();
  });
});
