import type { LoginRequest, LoginResponse } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export const login = (request: LoginRequest) => api.post<LoginResponse>('/auth/login', request);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
