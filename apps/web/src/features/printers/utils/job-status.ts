import type { PrintJob, PrintJobStatus } from '@gbo/contracts';

/** A status tag's antd colour: waiting blue, under way gold, done green, failed red, cancelled grey. */
export const JOB_STATUS_COLOUR: Record<PrintJobStatus, string> = {
  queued: 'blue',
  sending: 'gold',
  sent: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** A job still on its way to the printer (worth reading again). */
export const isActiveJob = (job: Pick<PrintJob, 'status'>) =>
  job.status === 'queued' || job.status === 'sending';

export const hasActiveJob = (jobs: readonly Pick<PrintJob, 'status'>[]) => jobs.some(isActiveJob);

/** A job's size in KB, one decimal below 10 KB: 0.4, 12. */
export function kilobytes(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 10 ? kb.toFixed(1) : String(Math.round(kb));
}
