import type { PasswordReset } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** Sets a member's password; the server ends their sessions. */
export const resetPassword = (body: PasswordReset) => api.post<void>('/api/users/resetPassword', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
