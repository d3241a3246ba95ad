import type { LoginFactory, LoginListRequest } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The factories the user may sign in to; the server checks the password first. */
export const getLoginList = (request: LoginListRequest) =>
  api.post<LoginFactory[]>('/auth/getLoginList', request);

/** A mutation, not a query: it is a POST carrying the password, which must not become a cache key. */
export function useLoginList() {
  return useMutation({ mutationFn: getLoginList });
}
