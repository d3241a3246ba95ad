import type { LoginFactory, LoginListRequest } from '@gbo/contracts';
import { api } from '@/lib/http';

/** The factories the user may sign in to; the server checks the password first. */
export const getLoginList = (request: LoginListRequest) =>
  api.post<LoginFactory[]>('/auth/getLoginList', request);
