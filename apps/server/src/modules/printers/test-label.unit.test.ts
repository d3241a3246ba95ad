import { describe, expect, it } from 'vitest';
import { labelExtent } from '../../lib/labels/extent.test-support';
import { dotsPerMm } from '../../lib/labels/label';
import { testLabel } from './test-label';

describe.each([
  [60, 40],
  [80, 60],
  [100, 100],
  [100, 150],
  [40, 30],
])('the test label of a %i × %i mm printer', (widthMm, heightMm) => {
  it.each([203, 300] as const)(
    'keeps everything on the label at %i dpi, symbols the printer can make',
    (dpi) => {
      const label = testLabel(
        { name: 'Zebra ZD421 at the cutting table', protocol: 'zpl', dpi, widthMm, heightMm },
        { chinese: '中文测试 颜色 尺码 数量', printedAt: '2026-12-02 08:30' },
      );
      const [width, height] = [widthMm * dotsPerMm(dpi), heightMm * dotsPerMm(dpi)];
      for (const element of label.elements) {
        const box = labelExtent(element);
        expect(box.x + box.width, JSON.stringify(element)).toBeLessThanOrEqual(width);
        expect(box.y + box.height, JSON.stringify(element)).toBeLessThanOrEqual(height);
        // ZPL's ^BQ and TSPL's QRCODE take a module of 1 to 10 dots.
        if (element.kind === 'qr') expect(element.cell).toBeLessThanOrEqual(10);
      }
      expect(label.elements.filter((e) => e.kind === 'qr')).toHaveLength(1);
    },
  );
});
