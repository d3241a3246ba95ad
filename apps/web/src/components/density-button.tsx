import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Density, DENSITIES } from '@/lib/list-view-settings';

/** The table's row height: roomy, medium or compact (remembered in this browser). */
export function DensityButton({ value, onChange }: { value: Density; onChange: (density: Density) => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: DENSITIES.map((density) => ({ key: density, label: t(`listToolbar.density.${density}`) })),
        onClick: ({ key }) => onChange(key as Density),
      }}
    >
      <Tooltip title={t('listToolbar.densityLabel')}>
        <Button icon={<ColumnHeightOutlined aria-hidden />} aria-label={t('listToolbar.densityLabel')} />
      </Tooltip>
    </Dropdown>
  );
}
