import type { Board, BoardLink } from '@gbo/contracts';

/** How the line's efficiency compares with its target: at or above, a little under, well under. */
export type EfficiencyTone = 'good' | 'near' | 'behind' | 'none';

/** Percentage points under the target that still count as close (amber rather than red). */
export const NEAR_TARGET_POINTS = 15;

/**
 * The colour of an efficiency against the line's target (both fractions, 0.7 = 70 %): green at or above it,
 * amber within 15 points under it, red below that; none without a figure.
 */
export function efficiencyTone(efficiency: number | null, target: number): EfficiencyTone {
  if (efficiency === null) return 'none';
  // In whole hundredths of a point, so 0.55 against 0.7 is exactly 15 points (no binary-fraction drift).
  const gap = Math.round((target - efficiency) * 10_000);
  if (gap <= 0) return 'good';
  return gap <= NEAR_TARGET_POINTS * 100 ? 'near' : 'behind';
}

/** A fraction as a whole percent (0.734 → "73%"), or the dash of a figure that cannot be worked out. */
export const formatPercent = (fraction: number | null): string =>
  // Through hundredths of a percent first: 1.005 × 100 is 100.49999… in binary floating point.
  fraction === null ? '—' : `${Math.round(Math.round(fraction * 10_000) / 100)}%`;

/** Garments as the board shows them: whole, with thousands grouped (output is kept to 1 decimal). */
export const formatGarments = (value: number | null): string =>
  value === null ? '—' : Math.round(value).toLocaleString('en-US');

/** Whether the output is at or above the target so far (no target: no comparison). */
export const outputTone = (output: number, target: number | null): EfficiencyTone =>
  target === null ? 'none' : output >= target ? 'good' : efficiencyTone(output / target, 1);

/** What a tile says under its figure when there is none to compare: no scan yet, no SAM, no attendance. */
export type TileHint = 'waiting' | 'noSam' | 'noAttendance';

/**
 * The hints under the output and efficiency tiles. Before the line's first scan of the day there is no style
 * yet (the line is waiting, said once); a style without SAM has no target and earns no minutes; with SAM, an
 * efficiency without a figure means nobody's minutes are attended yet.
 */
export function tileHints(board: Pick<Board, 'style' | 'efficiency'>): {
  output?: TileHint;
  efficiency?: TileHint;
} {
  if (board.style === null) return { output: 'waiting' };
  if (!(Number(board.style.samTotal) > 0)) return { output: 'noSam', efficiency: 'noSam' };
  return board.efficiency === null ? { efficiency: 'noAttendance' } : {};
}

/** `8` → `08:00`, the label of an hour of the shift. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The process the line waits on most: the highest WIP, or the slowest the server named. */
export function bottleneckSeq(board: Pick<Board, 'wip' | 'slowest'>): number | undefined {
  if (board.slowest) return board.slowest.seq;
  let most: Board['wip'][number] | undefined;
  for (const process of board.wip) if (process.wip > 0 && (!most || process.wip > most.wip)) most = process;
  return most?.seq;
}

/** Whether a display link still works. */
export const linkStatus = (link: Pick<BoardLink, 'revokedAt'>): 'active' | 'revoked' =>
  link.revokedAt === null ? 'active' : 'revoked';

/**
 * The address a TV opens: the app's own address (hash routing, docs/design.md §2) with the board's page and
 * its key. `appUrl` is a page of the app (`http://192.168.1.20:8000/#/work/board`): its query and route go.
 */
export function boardAddress(appUrl: string, key: string): string {
  const url = new URL(appUrl);
  url.search = '';
  url.hash = `/board?key=${encodeURIComponent(key)}`;
  return url.href;
}

/** The most processes the WIP list shows: more would not be read from across the floor. */
export const MAX_WIP_ROWS = 10;

/**
 * The processes the WIP list shows, in their order: all of them when they fit, else those with the most work
 * waiting (the bottleneck always among them).
 */
export function wipRows(wip: Board['wip'], bottleneck: number | undefined): Board['wip'] {
  if (wip.length <= MAX_WIP_ROWS) return wip;
  const kept = new Set(
    [...wip]
      .sort((a, b) => Number(b.seq === bottleneck) - Number(a.seq === bottleneck) || b.wip - a.wip)
      .slice(0, MAX_WIP_ROWS)
      .map((process) => process.seq),
  );
  return wip.filter((process) => kept.has(process.seq));
}
