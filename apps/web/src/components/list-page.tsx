import { ConfigProvider, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/lib/use-is-mobile';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The padding that makes a line of text as high as a large control (40 px). */
const dropdownPadding = (token: Token) => (token.controlHeightLG - token.fontSize * token.lineHeight) / 2;

/**
 * A list screen's frame: its parts (filters, list, panes beside) one under the other. A list screen is
 *
 *   const view = useListView('cut-orders', columns);          // columns: ListColumn<T>[], settings remembered
 *   <ListPage>
 *     <FilterBar …>{labelled Form.Items}</FilterBar>           // or KeywordFilter for one text
 *     <Card size="small">
 *       <ListToolbar view={view} onRefresh={…} extra={<ExportButton …/>}>{Add…}</ListToolbar>
 *       <ListTable view={view} page={…} paging={…} rowActions={mayAct ? (row) => <RowActions …/> : undefined} />
 *     </Card>
 *   </ListPage>
 *
 * On a phone every control is 40 px high (a row's More menu too), big enough for a fingertip.
 */
export function ListPage({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  // Always a size, the app's when not on a phone: a ConfigProvider that gains or loses its size wraps its
  // children anew, which would unmount the page (losing what the user typed) when the window crosses 992 px.
  const appSize = ConfigProvider.useConfig().componentSize ?? 'middle';
  return (
    <ConfigProvider
      componentSize={mobile ? 'large' : appSize}
      theme={{
        // A dropdown's items (a row's More) as high as the buttons.
        components: mobile ? { Dropdown: { paddingBlock: dropdownPadding(token) } } : undefined,
      }}
    >
      <Flex vertical gap="middle">
        {children}
      </Flex>
    </ConfigProvider>
  );
}
