import type { RePasswordRequest } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** Changes the password; the server checks the old one and then ends every session of the user. */
export const rePassword = (request: RePasswordRequest) => api.post<void>('/api/users/rePassword', request);

export function useRePassword() {
  return useMutation({ mutationFn: rePassword });
}
