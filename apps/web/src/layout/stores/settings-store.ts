import { create } from 'zustand';
import { changeSetting, loadSettings, type Settings, saveSettings } from '@/layout/utils/settings';

interface SettingsState {
  settings: Settings;
  /** Changes a setting by key, only when the key exists (docs/specification.md §3, entities and their fields); the choice lasts for the session. */
  changeSetting: <Key extends keyof Settings>(key: Key, value: Settings[Key]) => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: loadSettings(sessionStorage),
  changeSetting: (key, value) => {
    const current = get().settings;
    const settings = changeSetting(current, key, value);
    if (settings === current) return;
    saveSettings(sessionStorage, settings);
    set({ settings });
  },
}));
