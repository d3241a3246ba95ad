import type { AuthInfo } from '@gbo/contracts';
import { api } from '@/lib/http';

/** Who holds the current token: the session to restore after a reload. */
export const getInfo = () => api.get<AuthInfo>('/auth/info');
