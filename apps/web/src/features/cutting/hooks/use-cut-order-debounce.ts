import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same (by its JSON) for `delay` ms: what the clerk typed, once they pause.
 * An equal value (a new object with the same content) does not restart the wait.
 */
export function useCutOrderDebounce<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(json ?? 'null') as T), delay);
    return () => clearTimeout(timer);
  }, [json, delay]);
  return settled;
}
