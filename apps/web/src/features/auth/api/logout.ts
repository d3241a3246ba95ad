import { api } from '@/lib/http';

/** Revokes the token on the server. */
export const logout = () => api.delete<void>('/auth/logout');
