import { Flex, Switch } from 'antd';
import { useId } from 'react';
import { useSettingsStore } from '@/layout/stores/settings-store';

type SwitchSetting = 'tagsView' | 'fixedHeader' | 'sidebarLogo';

/** One on/off setting of the panel, labelled. */
export function SettingSwitch({ setting, label }: { setting: SwitchSetting; label: string }) {
  const id = useId();
  const checked = useSettingsStore((state) => state.settings[setting]);
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  return (
    <Flex justify="space-between" align="center">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => changeSetting(setting, value)} />
    </Flex>
  );
}
