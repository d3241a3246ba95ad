import { describe, expect, it } from 'vitest';
import {
  changeSetting,
  defaultSettings,
  loadSettings,
  type Settings,
  saveSettings,
  THEME_PRESETS,
} from '@/layout/utils/settings';

describe('settings defaults (docs/specification.md §9, constants and limits)', () => {
  it('start with the primary colour and every flag on', () => {
    expect(defaultSettings).toMatchObject({
      theme: '#1890ff',
      showSettings: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      showFooter: true,
    });
  });

  it('offer upstream’s 8 theme presets, the default among them', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS).toContain(defaultSettings.theme);
  });
});

describe('changeSetting (docs/specification.md §3, entities and their fields: only when the key already exists)', () => {
  it.each<[string, string, unknown, Partial<Settings> | undefined]>([
    ['a flag', 'tagsView', false, { tagsView: false }],
    ['the theme', 'theme', '#11a983', { theme: '#11a983' }],
    ['the footer line', 'footerTxt', '© 2026 Demo', { footerTxt: '© 2026 Demo' }],
    ['an unknown key', 'sidebarWidth', 300, undefined],
    ['an inherited key', 'toString', 'x', undefined],
    ['a value of another type', 'fixedHeader', 'no', undefined],
  ])('%s', (_case, key, value, changed) => {
    const next = changeSetting(defaultSettings, key, value);
    if (changed) expect(next).toEqual({ ...defaultSettings, ...changed });
    else expect(next).toBe(defaultSettings);
  });
});

describe('settings in session storage', () => {
  it.each<[string, Record<string, string>, Partial<Settings>]>([
    ['nothing stored: the defaults', {}, {}],
    ['a stored theme', { theme: '#6959CD' }, { theme: '#6959CD' }],
    [
      'stored switches',
      { settings: '{"tagsView":false,"fixedHeader":false}' },
      { tagsView: false, fixedHeader: false },
    ],
    [
      'a stored key that is not a setting',
      { settings: '{"evil":true,"sidebarLogo":false}' },
      { sidebarLogo: false },
    ],
    ['a stored key that is not a switch', { settings: '{"showSettings":true}' }, {}],
    ['unreadable JSON', { settings: '{nope' }, {}],
    ['a theme that is not a colour', { theme: 'red;background:url(x)' }, {}],
  ])('%s', (_case, stored, expected) => {
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    expect(loadSettings(sessionStorage)).toEqual({ ...defaultSettings, ...expected });
  });

  it('round-trips the theme and the switches', () => {
    const chosen = { ...defaultSettings, theme: '#f5222d', tagsView: false, sidebarLogo: false };
    saveSettings(sessionStorage, chosen);
    expect(sessionStorage.getItem('theme')).toBe('#f5222d');
    expect(loadSettings(sessionStorage)).toEqual(chosen);
  });
});
