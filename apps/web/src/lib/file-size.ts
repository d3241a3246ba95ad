const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file's size as people read it: 512 B, 6.0 MB, 1.2 GB (powers of 1024, one decimal from KB up). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would read "1024.0 KB": the next unit up instead.
  if (unit > 0 && unit < UNITS.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
