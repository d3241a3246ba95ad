import type { OnlineUser, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface OnlineQuery {
  page: number;
  size: number;
  blurry?: string;
}

const ONLINE_KEY = ['online'] as const;

export const getOnlineUsers = (query: OnlineQuery) =>
  api.get<Page<OnlineUser>>('/auth/online', { params: { ...query, blurry: query.blurry || undefined } });
/** Ends the sessions at once: their next request answers 401. */
export const kickOnlineUsers = (keys: string[]) => api.delete<void>('/auth/online', { data: keys });

export function useOnlineUsers(query: OnlineQuery) {
  return useQuery({
    queryKey: [...ONLINE_KEY, query],
    queryFn: () => getOnlineUsers(query),
    placeholderData: keepPreviousData,
  });
}

export function useKickOnlineUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kickOnlineUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ONLINE_KEY }),
  });
}
