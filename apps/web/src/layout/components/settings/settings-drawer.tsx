import { Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingSwitch } from '@/layout/components/settings/setting-switch';
import { ThemePicker } from '@/layout/components/settings/theme-picker';
import { useSettingsStore } from '@/layout/stores/settings-store';

/** The settings panel (docs/specification.md §2, screens and routes): theme colour, tabs, fixed header, logo; a click outside closes it. */
export function SettingsDrawer() {
  const { t } = useTranslation('layout');
  const open = useSettingsStore((state) => state.settings.showSettings);
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  return (
    <Drawer
      title={t('settings.title')}
      placement="right"
      size={280}
      open={open}
      onClose={() => changeSetting('showSettings', false)}
    >
      <Flex vertical gap="large">
        <ThemePicker />
        <SettingSwitch setting="tagsView" label={t('settings.tagsView')} />
        <SettingSwitch setting="fixedHeader" label={t('settings.fixedHeader')} />
        <SettingSwitch setting="sidebarLogo" label={t('settings.sidebarLogo')} />
      </Flex>
    </Drawer>
  );
}
