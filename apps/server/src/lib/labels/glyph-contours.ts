import type { PathCommand } from 'fontkit';
import type { Contour } from './fill-polygons';

/** Where a glyph goes: its origin in dots and dots per font unit (font y is upwards, dots downwards). */
export type Placement = { x: number; baseline: number; scale: number };

/** A glyph's outline as polygons in dots, its curves cut into segments about 2 dots long. */
export function glyphContours(commands: PathCommand[], at: Placement): Contour[] {
  const contours: Contour[] = [];
  let contour: Contour = [];
  let [px, py] = [0, 0];
  const point = (x: number, y: number): void => {
    contour.push(at.x + x * at.scale, at.baseline - y * at.scale);
    [px, py] = [x, y];
  };
  const close = (): void => {
    if (contour.length >= 6) contours.push(contour);
    contour = [];
  };
  for (const { command, args: a } of commands) {
    if (command === 'moveTo') {
      close();
      point(a[0]!, a[1]!);
    } else if (command === 'lineTo') {
      point(a[0]!, a[1]!);
    } else if (command === 'quadraticCurveTo') {
      const [x0, y0] = [px, py];
      const n = segments([x0, y0, a[0]!, a[1]!, a[2]!, a[3]!], at.scale);
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        point(u * u * x0 + 2 * u * t * a[0]! + t * t * a[2]!, u * u * y0 + 2 * u * t * a[1]! + t * t * a[3]!);
      }
    } else if (command === 'bezierCurveTo') {
      const [x0, y0] = [px, py];
      const n = segments([x0, y0, a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!], at.scale);
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        const [b0, b1, b2, b3] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
        point(b0 * x0 + b1 * a[0]! + b2 * a[2]! + b3 * a[4]!, b0 * y0 + b1 * a[1]! + b2 * a[3]! + b3 * a[5]!);
      }
    } else {
      close();
    }
  }
  close();
  return contours;
}

/** Enough segments for a curve whose control polygon is this long, in dots. */
function segments(points: number[], scale: number): number {
  let length = 0;
  for (let i = 2; i < points.length; i += 2) {
    length += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
  }
  return Math.min(16, Math.max(1, Math.ceil((length * scale) / 2)));
}

/** A hollow box for a character the font lacks, so that the gap shows rather than vanishes. */
export function missingBox(advance: number, unitsPerEm: number, at: Placement): Contour[] {
  const [left, right, bottom, top] = [0.1 * unitsPerEm, advance - 0.1 * unitsPerEm, 0, 0.8 * unitsPerEm];
  const stroke = Math.max(unitsPerEm / 16, 1 / at.scale);
  const rect = (l: number, b: number, r: number, t: number, clockwise: boolean): Contour => {
    const corners = [l, b, l, t, r, t, r, b];
    const pairs = clockwise ? corners : [l, b, r, b, r, t, l, t];
    return pairs.flatMap((v, i) => (i % 2 === 0 ? at.x + v * at.scale : at.baseline - v * at.scale));
  };
  // Opposite turns: by the non-zero rule the inner rectangle cancels the outer one.
  return [
    rect(left, bottom, right, top, true),
    rect(left + stroke, bottom + stroke, right - stroke, top - stroke, false),
  ];
}
