import { useEffect, useState } from 'react';

/** The time, updated every `interval` ms: for what expires while a page is open (an undo's 30 minutes). */
export function useNow(interval: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
