import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useScanSound } from '@/features/scan/hooks/use-scan-sound';
import { type Feedback, signal } from '@/features/scan/utils/feedback';

/**
 * What the last action came to, shown big with its buzz and (sound on) its tone; `lookupFailedAt` (when the
 * lookup last failed, 0 for not) buzzes and sounds a refused lookup (unknown ticket, another factory's) like
 * any other refusal.
 */
export function useScanFeedback(lookupFailedAt: number) {
  const [feedback, setFeedback] = useState<Feedback>();
  const [sound, setSound] = useScanSound();

  const show = useCallback(
    (next: Feedback) => {
      setFeedback(next);
      signal(next.tone, sound);
    },
    [sound],
  );

  const soundRef = useRef(sound);
  useLayoutEffect(() => {
    soundRef.current = sound;
  });
  useEffect(() => {
    if (lookupFailedAt) signal('error', soundRef.current);
  }, [lookupFailedAt]);

  return { feedback, show, clear: () => setFeedback(undefined), sound, setSound };
}
