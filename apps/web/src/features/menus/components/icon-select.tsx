import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, menuIcon } from '@/components/menu-icon';

interface IconSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

const options = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space size="small">
      {menuIcon(name)}
      {name}
    </Space>
  ),
}));

/** Picks a name from the sidebar's icon set; typing filters the names. */
export function IconSelect({ id, value, onChange }: IconSelectProps) {
  const { t } = useTranslation('menus');
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(name?: string) => onChange?.(name ?? null)}
      options={options}
      placeholder={t('form.iconPlaceholder')}
      showSearch={{ optionFilterProp: 'value' }}
      allowClear
    />
  );
}
