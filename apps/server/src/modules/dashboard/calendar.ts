/** The days a dashboard shows, from the factory's today (`YYYY-MM-DD`): plain calendar arithmetic. */
export type DashboardCalendar = {
  today: string;
  yesterday: string;
  /** The first and last day of today's month. */
  monthStart: string;
  monthEnd: string;
  /** The `count` days up to today, oldest first. */
  days: string[];
};

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function dashboardCalendar(today: string, count: number): DashboardCalendar {
  const at = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(at)) throw new Error(`not a day: ${today}`);
  const date = new Date(at);
  return {
    today,
    yesterday: dayOf(at - DAY_MS),
    monthStart: `${today.slice(0, 7)}-01`,
    monthEnd: dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)),
    days: Array.from({ length: count }, (_, i) => dayOf(at - (count - 1 - i) * DAY_MS)),
  };
}
