import type { LabelElement } from './label';
import { code128Modules, qrModules } from './layout';

/** An element's extent in dots: text by its room (maxWidth × height), symbols by their size. */
export function labelExtent(element: LabelElement): { x: number; y: number; width: number; height: number } {
  switch (element.kind) {
    case 'text':
      return { x: element.x, y: element.y, width: element.maxWidth, height: element.height };
    case 'box':
      return element;
    case 'qr': {
      const side = qrModules(element.text) * element.cell;
      return { x: element.x, y: element.y, width: side, height: side };
    }
    case 'code128':
      // Its text is printed under the bars: about 4 mm more, reserved by the layout.
      return {
        x: element.x,
        y: element.y,
        width: code128Modules(element.text) * element.module,
        height: element.height + element.module * 12,
      };
  }
}
