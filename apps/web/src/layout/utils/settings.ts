import { settings as productSettings } from '@/config/settings';

/** The shell's settings (docs/specification.md §3, entities and their fields). */
export interface Settings {
  /** The primary colour. */
  theme: string;
  /** Whether the settings panel is open. */
  showSettings: boolean;
  /** Show the tabs. */
  tagsView: boolean;
  fixedHeader: boolean;
  /** Show the logo above the sidebar menu. */
  sidebarLogo: boolean;
  showFooter: boolean;
  /** The footer's copyright line; the server configures it. */
  footerTxt: string;
  /** The footer's registration (filing) number; the server configures it, empty hides it. */
  caseNumber: string;
}

/** docs/specification.md §9, constants and limits: the flags default to true, the colour to the primary colour. */
export const defaultSettings: Settings = {
  theme: productSettings.primaryColor,
  showSettings: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  showFooter: true,
  footerTxt: '',
  caseNumber: '',
};

/** Upstream's 8 theme presets. */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

/** Session-storage keys (docs/specification.md §4, states and transitions: the theme is kept in session storage; so are the panel's switches). */
export const THEME_KEY = 'theme';
export const SETTINGS_KEY = 'settings';
/** The switches of the settings panel, the only other settings the user changes. */
const STORED_SWITCHES = ['tagsView', 'fixedHeader', 'sidebarLogo'] as const;

/**
 * Changes one setting, only when the key already exists (docs/specification.md §3, entities and their fields) and the value is of the same type, so an
 * unknown key or a stray stored value changes nothing.
 */
export function changeSetting(current: Settings, key: string, value: unknown): Settings {
  if (!Object.hasOwn(current, key)) return current;
  if (typeof value !== typeof current[key as keyof Settings]) return current;
  return { ...current, [key]: value };
}

/** The settings saved in this browser tab's session, over the defaults. */
export function loadSettings(storage: Storage): Settings {
  const stored = parseObject(storage.getItem(SETTINGS_KEY));
  const switches = STORED_SWITCHES.reduce(
    (settings, key) => (key in stored ? changeSetting(settings, key, stored[key]) : settings),
    defaultSettings,
  );
  const theme = storage.getItem(THEME_KEY);
  return theme && isColour(theme) ? changeSetting(switches, 'theme', theme) : switches;
}

export function saveSettings(storage: Storage, settings: Settings): void {
  storage.setItem(THEME_KEY, settings.theme);
  const switches = Object.fromEntries(STORED_SWITCHES.map((key) => [key, settings[key]]));
  storage.setItem(SETTINGS_KEY, JSON.stringify(switches));
}

/** A hex colour, the only form the theme takes; anything else in storage is ignored. */
function isColour(value: string): boolean {
  return /^#[\da-f]{6}$/i.test(value);
}

function parseObject(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = json === null ? undefined : JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
