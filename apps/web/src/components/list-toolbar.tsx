import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListToolbarProps {
  /** The search box's accessible name. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The search button's accessible name; without it the button is named by its icon. */
  searchButtonLabel?: string;
  /** Called with the text trimmed, on Enter, the search button or clearing the box. */
  onSearch: (text: string) => void;
  /** Reloads the list; without it there is no Reload button. */
  onRefresh?: () => void;
  /** The list's action buttons (add, delete…), shown before Reload. */
  children?: ReactNode;
}

/** The bar above a list screen's table, so every list searches and reloads alike: search left, actions right. */
export function ListToolbar({
  searchLabel,
  searchPlaceholder,
  searchButtonLabel,
  onSearch,
  onRefresh,
  children,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap="small" justify="space-between" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        allowClear
        enterButton={searchButtonLabel ? <SearchOutlined aria-label={searchButtonLabel} /> : true}
        style={{ maxWidth: 320 }}
        onSearch={(text) => onSearch(text.trim())}
      />
      <Space wrap>
        {children}
        {onRefresh && (
          <Button
            icon={<ReloadOutlined aria-hidden />}
            aria-label={t('listToolbar.refresh')}
            onClick={onRefresh}
          />
        )}
      </Space>
    </Flex>
  );
}
