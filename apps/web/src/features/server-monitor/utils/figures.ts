const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as a person reads them: 1536 → "1.5 KB" (powers of 1024, three significant figures at most). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes)) return '–';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    unit === 0 || value >= 100 ? Math.round(value) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
  return `${bytes < 0 ? '-' : ''}${shown} ${UNITS[unit]}`;
}

/** Milliseconds: "0.42 ms", "12 ms", "1.2 s". */
export function formatMs(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '–';
  if (ms >= 1000) return `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 1)} s`;
  return ms < 10 ? `${Number(ms.toFixed(2))} ms` : `${Math.round(ms)} ms`;
}

/** A share (0–1) as a percentage: 0.9934 → "99.3 %". */
export const formatRatio = (ratio: number | null) =>
  ratio === null || !Number.isFinite(ratio) ? '–' : `${(ratio * 100).toFixed(1)} %`;

export const formatPct = (pct: number | null) =>
  pct === null || !Number.isFinite(pct) ? '–' : `${pct.toFixed(pct >= 100 ? 0 : 1)} %`;

/** An uptime's parts, largest first: days and hours, or hours and minutes, or minutes, or seconds. */
export function durationParts(
  seconds: number,
):
  | { key: 'days'; days: number; hours: number }
  | { key: 'hours'; hours: number; minutes: number }
  | { key: 'minutes'; minutes: number }
  | { key: 'seconds'; seconds: number } {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (days > 0) return { key: 'days', days, hours };
  if (hours > 0) return { key: 'hours', hours, minutes };
  if (minutes > 0) return { key: 'minutes', minutes };
  return { key: 'seconds', seconds: whole };
}
