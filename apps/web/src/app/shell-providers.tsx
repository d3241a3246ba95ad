import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { NOTICE_TOP } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';

/**
 * What the signed-in area adds to the app's providers: the query cache and antd's App context (modal,
 * message). They load with the shell, so the login page does not download them.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdApp message={{ top: NOTICE_TOP }} notification={{ top: NOTICE_TOP }}>
        {children}
      </AntdApp>
    </QueryClientProvider>
  );
}
