import type { Dispute, DisputeAnswer, DisputeQuery, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';

/** The list's filters and page, as `GET api/disputes` takes them. */
export type DisputeListQuery = Pick<DisputeQuery, 'status' | 'deptId'> & { page: number; size: number };

/** This feature's query keys, all under 'disputes'. */
export const disputeKeys = {
  all: ['disputes'] as const,
  list: (query: DisputeListQuery) => ['disputes', 'list', query] as const,
  count: ['disputes', 'count'] as const,
};

/** Who may read the questions and their count (`GET api/disputes`, `GET api/disputes/count`). */
export const DISPUTE_READERS = ['admin', 'dispute:list'] as const;

/** The open count refreshes itself this often, for the navbar's badge. */
export const COUNT_POLL_MS = 60_000;

/** What the list reads: the questions, people's names and departments. */
const DISPUTE_RESOURCES = ['disputes', 'users', 'depts'] as const;

export const getDisputes = (params: DisputeListQuery) => api.get<Page<Dispute>>('/api/disputes', { params });

export function useDisputes(query: DisputeListQuery) {
  return useQuery({
    queryKey: disputeKeys.list(query),
    queryFn: () => getDisputes(query),
    placeholderData: keepPreviousData,
    meta: { resources: DISPUTE_RESOURCES },
  });
}

export const getOpenDisputeCount = () => api.get<{ open: number }>('/api/disputes/count');

/** The open questions of the caller's scope, asked every minute; only for dispute:list. */
export function useOpenDisputeCount() {
  const allowed = usePermissionGuard(DISPUTE_READERS);
  return useQuery({
    queryKey: disputeKeys.count,
    queryFn: getOpenDisputeCount,
    enabled: allowed,
    refetchInterval: COUNT_POLL_MS,
    select: (count) => count.open,
    meta: { resources: ['disputes'] },
  });
}

/** The answer dialog shows a refusal itself, on the field it names; the list and the count then refresh. */
export const answerDispute = ({ id, ...body }: DisputeAnswer & { id: number }) =>
  api.put<unknown>(`/api/disputes/${id}/answer`, body, { showsOwnMessage: true });
export const useAnswerDispute = () =>
  useMutation({ mutationFn: answerDispute, meta: { invalidates: ['disputes'] } });
