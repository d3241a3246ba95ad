import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

/**
 * What the signed-in area adds to the app's providers: the query cache and antd's App context (modal,
 * message). They load with the shell, so the login page does not download them.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdApp>{children}</AntdApp>
    </QueryClientProvider>
  );
}
