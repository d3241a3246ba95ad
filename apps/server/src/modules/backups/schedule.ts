/** A daily time of day in the server's time zone. */
export type DailyTime = { hour: number; minute: number };

/** The next time after `now` that the clock shows `at` (server time; a day without it, at a DST jump, moves on). */
export function nextRun(now: Date, at: DailyTime): Date {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), at.hour, at.minute, 0, 0);
  while (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** The timers a schedule runs on: the real ones, or a test's. */
export type Clock = {
  now(): Date;
  setTimeout(run: () => void, ms: number): { unref?(): unknown };
  clearTimeout(timer: unknown): void;
};

const realClock: Clock = {
  now: () => new Date(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * Runs `run` every day at `at`, one run at a time, until stopped. A timer is set for the next run each time
 * (never an interval), so a slow run or a clock change cannot make runs pile up or drift.
 */
export function scheduleDaily(at: DailyTime, run: () => Promise<void>, clock: Clock = realClock) {
  let timer: unknown;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const handle = clock.setTimeout(
      () => void run().finally(arm),
      nextRun(clock.now(), at).getTime() - clock.now().getTime(),
    );
    handle.unref?.();
    timer = handle;
  };
  arm();
  return {
    stop() {
      stopped = true;
      clock.clearTimeout(timer);
    },
  };
}
