import { useState } from 'react';
import { formatDate } from '@/lib/format';

/** The factory's today (`YYYY-MM-DD` in its time zone), as the page opened: the day wages are counted to. */
export function useToday(): string {
  const [today] = useState(() => formatDate(new Date().toISOString()));
  return today;
}
