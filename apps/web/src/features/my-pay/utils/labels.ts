import type { DisputeItem } from '@gbo/contracts';

/** A line of pay as the worker saw it: style, process and, where shown, the rate. */
export const itemText = ({ styleNo, processName, rate }: DisputeItem) =>
  [styleNo, processName, rate].filter((part) => part !== null && part !== '').join(' · ');

/** An adjustment's sign: a deduction takes away, a subsidy or a bonus adds. */
export const signOf = (kind: string) => (kind === 'deduction' ? '−' : '+');
