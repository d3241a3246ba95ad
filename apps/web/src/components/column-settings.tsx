import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { hideableColumns } from '@/components/list-column';
import type { ListView } from '@/components/use-list-view';

/** Which columns the list shows (remembered in this browser); the column naming the row always shows. */
export function ColumnSettings<T>({ view }: { view: ListView<T> }) {
  const { t } = useTranslation();
  const columns = hideableColumns(view.columns);
  if (columns.length === 0) return null;
  const shown = columns.filter((column) => !view.hidden.includes(column.key)).map((column) => column.key);
  const show = (keys: string[]) =>
    view.setHidden(columns.filter((column) => !keys.includes(column.key)).map((column) => column.key));

  const content = (
    <Flex vertical gap="small">
      <Checkbox.Group
        aria-label={t('listToolbar.columns')}
        value={shown}
        onChange={show}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={columns.map((column) => ({ value: column.key, label: column.title }))}
      />
      <Button size="small" disabled={view.hidden.length === 0} onClick={() => view.setHidden([])}>
        {t('listToolbar.showAllColumns')}
      </Button>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('listToolbar.columns')} content={content}>
      <Tooltip title={t('listToolbar.columns')}>
        <Button icon={<SettingOutlined aria-hidden />} aria-label={t('listToolbar.columns')} />
      </Tooltip>
    </Popover>
  );
}
