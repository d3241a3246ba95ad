import type { BoardLink, BoardLinkInput, IssuedBoardLink } from '@gbo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** This feature's office query keys, all under 'boardLinks'. */
export const boardLinksKeys = { list: ['boardLinks', 'list'] as const };

/** A change to the display links refreshes every query reading them. */
const boardLinksWrite = { meta: { invalidates: ['boardLinks'] } } as const;

export const getBoardLinks = () => api.get<BoardLink[]>('/api/boardLinks');
/** Issues a display link for a line: the answer carries its key, this once. */
export const issueBoardLink = (body: BoardLinkInput) => api.post<IssuedBoardLink>('/api/boardLinks', body);
/** Revokes a display link: a screen showing it stops at once. */
export const revokeBoardLink = (id: number) => api.delete<void>(`/api/boardLinks/${id}`);

export function useBoardLinks() {
  return useQuery({
    queryKey: boardLinksKeys.list,
    queryFn: getBoardLinks,
    meta: { resources: ['boardLinks'] },
  });
}

export const useIssueBoardLink = () => useMutation({ mutationFn: issueBoardLink, ...boardLinksWrite });
export const useRevokeBoardLink = () => useMutation({ mutationFn: revokeBoardLink, ...boardLinksWrite });
