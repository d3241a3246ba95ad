import { useQuery } from '@tanstack/react-query';
import { peopleKeys } from '@/features/people/api/people-keys';
import { api } from '@/lib/http';

interface Count {
  count: number;
}

export interface HeadCount {
  current: number;
  departed: number;
}

/** The factory's current and departed head counts. */
export async function getHeadCount(): Promise<HeadCount> {
  const [current, departed] = await Promise.all([
    api.get<Count>('/api/users/getUserNumber'),
    api.get<Count>('/api/users/getUserNumberIn', { params: { deleted: true } }),
  ]);
  return { current: current.count, departed: departed.count };
}

export function useHeadCount() {
  return useQuery({ queryKey: peopleKeys.counts, queryFn: getHeadCount, meta: { resources: ['users'] } });
}
