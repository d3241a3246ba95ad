import type { LoginFactory, LoginListRequest } from '@gbo/contracts';
import { fetchJson } from '@/lib/fetch-json';

/** The factories the user may sign in to; the server checks the password first. */
export const getLoginList = (request: LoginListRequest) =>
  fetchJson.post<LoginFactory[]>('/auth/getLoginList', request);
