import { useEffect } from 'react';
import { useAppSettings } from '@/layout/api/get-app-settings';
import { useSettingsStore } from '@/layout/stores/settings-store';

/** Puts the server's footer line and filing number into the settings (docs/specification.md §3, entities and their fields, keeps them there). */
export function useInstallationSettings(): void {
  const { data } = useAppSettings();
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  useEffect(() => {
    if (!data) return;
    changeSetting('footerTxt', data.footerTxt);
    changeSetting('caseNumber', data.caseNumber);
  }, [data, changeSetting]);
}
