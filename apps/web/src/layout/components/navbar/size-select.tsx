import { FontSizeOutlined } from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/layout/components/navbar/icon-button';
import { useReloadView } from '@/layout/hooks/use-reload-view';
import { useAppStore } from '@/layout/stores/app-store';
import { useTagsViewStore } from '@/layout/stores/tags-view-store';
import { SIZES } from '@/layout/utils/app-preferences';

/** The size menu (docs/specification.md §2, screens and routes): Default, Medium, Small, Mini; the current one cannot be chosen again. */
export function SizeSelect() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);
  const delAllCachedViews = useTagsViewStore((state) => state.delAllCachedViews);
  const reloadView = useReloadView();

  const items: MenuProps['items'] = SIZES.map((choice) => ({
    key: choice,
    label: t(`size.${choice}`),
    disabled: choice === size,
  }));
  const choose: MenuProps['onClick'] = ({ key }) => {
    const chosen = SIZES.find((choice) => choice === key);
    if (!chosen) return;
    setSize(chosen);
    // Every kept page is drawn anew in the new size, the current one at once (upstream's refresh).
    delAllCachedViews();
    reloadView();
    void message.success(t('size.changed'));
  };

  return (
    <Dropdown menu={{ items, onClick: choose, selectedKeys: [size] }} trigger={['click']}>
      <IconButton label={t('size.label')} icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
