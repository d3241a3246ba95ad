import { describe, expect, it } from 'vitest';
import { browserLanguage } from '@/lib/language';

describe('the language a first visit starts in', () => {
  it('reads every Chinese tag as the Simplified Chinese UI', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-TW', 'zh-Hant-HK', 'zh_CN', 'ZH-cn']) {
      expect(browserLanguage([tag])).toBe('zh-CN');
    }
  });

  it('takes the first preference the app speaks', () => {
    expect(browserLanguage(['fr-FR', 'zh-CN', 'en'])).toBe('zh-CN');
    expect(browserLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(browserLanguage(['de', 'en-US'])).toBe('en');
  });

  it('falls back to English when none is spoken or the browser names none', () => {
    expect(browserLanguage(['fr', 'ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
