import type { LoginRequest, LoginResponse } from '@gbo/contracts';
import { api } from '@/lib/http';

export const login = (request: LoginRequest) => api.post<LoginResponse>('/auth/login', request);
