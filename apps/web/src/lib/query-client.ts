import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already tells the user about every failure; a retry would tell them again.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
