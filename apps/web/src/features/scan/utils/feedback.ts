/** What the last action came to, shown big at the top of the page. */
export interface Feedback {
  tone: 'success' | 'error' | 'pending' | 'info';
  title: string;
  detail?: string;
}

/** A short buzz for a success, a long double one for a refusal, where the phone can vibrate. */
const PATTERNS: Record<Feedback['tone'], number | number[] | undefined> = {
  success: 80,
  error: [250, 120, 250],
  pending: [60, 60, 60],
  info: undefined,
};

export function vibrateFor(tone: Feedback['tone']): void {
  const pattern = PATTERNS[tone];
  if (pattern !== undefined && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}
