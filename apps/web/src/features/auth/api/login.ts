import type { LoginRequest, LoginResponse } from '@gbo/contracts';
import { fetchJson } from '@/lib/fetch-json';

export const login = (request: LoginRequest) => fetchJson.post<LoginResponse>('/auth/login', request);
