import type { Captcha } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export const getCaptcha = () => api.get<Captcha>('/auth/code');

/** A captcha is single use: it is never shared between mounts, and the form refetches it to replace it. */
export function useCaptcha() {
  return useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: getCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
