import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/layout/components/navbar/icon-button';
import { useSettingsStore } from '@/layout/stores/settings-store';

/** Opens the settings panel. */
export function SettingsButton() {
  const { t } = useTranslation('layout');
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  return (
    <IconButton
      label={t('settings.open')}
      icon={<SettingOutlined />}
      onClick={() => changeSetting('showSettings', true)}
    />
  );
}
