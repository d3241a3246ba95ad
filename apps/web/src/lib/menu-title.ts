import type { Language } from '@/lib/i18n';

/** A server menu's titles: `title` in English, `titleZh` in Simplified Chinese when one was given. */
export interface MenuTitles {
  title: string;
  titleZh?: string | null;
}

/** A server menu's title in a language: its Chinese title in Chinese, when it has one; its English one otherwise. */
export function menuTitleIn(language: string, { title, titleZh }: MenuTitles): string {
  return (language === ('zh-CN' satisfies Language) && titleZh) || title;
}
