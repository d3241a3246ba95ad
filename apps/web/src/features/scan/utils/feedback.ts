import { type Note, playTone } from '@/lib/tone';

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

/**
 * Two sounds a worker tells apart in a noisy hall without looking: a short bright rising pair for a scan
 * recorded, a long low falling buzz for a refusal. A scan kept on the phone, and an undo, make none.
 */
export const TONES: Record<Feedback['tone'], readonly Note[] | undefined> = {
  success: [
    { frequency: 1047, durationMs: 90, pauseMs: 20 },
    { frequency: 1568, durationMs: 140 },
  ],
  error: [
    { frequency: 330, durationMs: 220, type: 'square', volume: 0.2, pauseMs: 70 },
    { frequency: 220, durationMs: 320, type: 'square', volume: 0.2 },
  ],
  pending: undefined,
  info: undefined,
};

export function vibrateFor(tone: Feedback['tone']): void {
  const pattern = PATTERNS[tone];
  if (pattern !== undefined && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

/** Buzzes for the outcome and, with the page's sound on, plays its tone. */
export function signal(tone: Feedback['tone'], sound: boolean): void {
  vibrateFor(tone);
  const notes = TONES[tone];
  if (sound && notes) playTone(notes);
}
