import { type Bitmap, emptyBitmap, setBlack } from './bitmap';

/** A closed outline: x0, y0, x1, y1, … in dots, y downwards. */
export type Contour = number[];

/** Samples per dot each way: 4 × 4 smooths the outline's edges without blurring 1-dot strokes. */
const SAMPLES = 4;

/**
 * Fills contours by the non-zero winding rule (fonts' rule: overlapping strokes stay filled, counters stay
 * open), a dot black when at least half its samples are inside: a thermal head prints a dot or none.
 */
export function fillPolygons(contours: Contour[], width: number, height: number): Bitmap {
  const edges = toEdges(contours);
  const cover = new Uint16Array(width * height);
  const crossings: { x: number; winding: number }[] = [];
  for (let sy = 0; sy < height * SAMPLES; sy++) {
    const y = (sy + 0.5) / SAMPLES;
    crossings.length = 0;
    for (const [x0, y0, x1, y1, winding] of edges) {
      if (y < y0 || y >= y1) continue;
      crossings.push({ x: x0 + ((y - y0) * (x1 - x0)) / (y1 - y0), winding });
    }
    crossings.sort((a, b) => a.x - b.x);
    const row = Math.floor(sy / SAMPLES) * width;
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.winding;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(crossings[i]!.x * SAMPLES - 0.5));
      const to = Math.min(width * SAMPLES, Math.ceil(crossings[i + 1]!.x * SAMPLES - 0.5));
      for (let sx = from; sx < to; sx++) cover[row + Math.floor(sx / SAMPLES)]!++;
    }
  }
  const bitmap = emptyBitmap(width, height);
  const half = (SAMPLES * SAMPLES) / 2;
  for (let i = 0; i < cover.length; i++)
    if (cover[i]! >= half) setBlack(bitmap, i % width, Math.floor(i / width));
  return bitmap;
}

/** Each segment top to bottom, with +1 if it ran downwards, -1 if upwards; flat ones cross no scanline. */
function toEdges(contours: Contour[]): [number, number, number, number, number][] {
  const edges: [number, number, number, number, number][] = [];
  for (const c of contours) {
    for (let i = 0; i < c.length; i += 2) {
      const j = (i + 2) % c.length;
      const [x0, y0, x1, y1] = [c[i]!, c[i + 1]!, c[j]!, c[j + 1]!];
      if (y0 < y1) edges.push([x0, y0, x1, y1, 1]);
      else if (y1 < y0) edges.push([x1, y1, x0, y0, -1]);
    }
  }
  return edges;
}
