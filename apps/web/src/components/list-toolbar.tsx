import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSettings } from '@/components/column-settings';
import { DensityButton } from '@/components/density-button';
import type { ListView } from '@/components/use-list-view';
import { useIsMobile } from '@/lib/use-is-mobile';

interface ListToolbarProps<T> {
  /** The list's own actions (Add, Delete the selected…) and what it counts, on the left. */
  children?: ReactNode;
  /** List-wide tools before Refresh, on the right: Export. */
  extra?: ReactNode;
  /** Loads the list again; without it there is no Refresh. */
  onRefresh?: () => void;
  refreshing?: boolean;
  /** The list's column and density settings; without it there are none. */
  view?: ListView<T>;
}

/**
 * The one bar above every list (eladmin's CRUD toolbar): the page's actions left; Export, Refresh, row
 * height and columns right. A phone shows cards, so it has no row height to choose.
 */
export function ListToolbar<T>({ children, extra, onRefresh, refreshing, view }: ListToolbarProps<T>) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Flex wrap gap="small" justify="space-between" align="center" style={{ marginBottom: 12 }}>
      <Space wrap>{children}</Space>
      <Space wrap>
        {extra}
        {onRefresh && (
          <Tooltip title={t('listToolbar.refresh')}>
            <Button
              icon={<ReloadOutlined aria-hidden spin={refreshing} />}
              aria-label={t('listToolbar.refresh')}
              onClick={onRefresh}
            />
          </Tooltip>
        )}
        {view && !mobile && <DensityButton value={view.density} onChange={view.setDensity} />}
        {view && <ColumnSettings view={view} />}
      </Space>
    </Flex>
  );
}
