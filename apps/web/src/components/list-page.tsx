import { ConfigProvider, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/lib/use-is-mobile';

/**
 * A list screen's frame: its parts (filters, list, panes beside) one under the other. Links take the theme
 * colour, as buttons do (antd's links follow its info colour, blue, unless told); on a phone every control
 * is 40 px high, big enough for a fingertip.
 */
export function ListPage({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  return (
    <ConfigProvider
      componentSize={mobile ? 'large' : undefined}
      theme={{ token: { colorLink: token.colorPrimary } }}
    >
      <Flex vertical gap="middle">
        {children}
      </Flex>
    </ConfigProvider>
  );
}
