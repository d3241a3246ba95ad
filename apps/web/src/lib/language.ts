import type { ConfigProviderProps } from 'antd';
// The ES build antd itself uses for its default texts: English costs nothing more (antd/locale/* is CommonJS).
import enUS from 'antd/es/locale/en_US';
import type { Resource } from 'i18next';
import { create } from 'zustand';
import { addResources, DEFAULT_LANGUAGE, i18n, isLanguage, LANGUAGES, type Language } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';

/** Local-storage key of the chosen language: it outlasts the session, so the login page speaks it too. */
export const LANGUAGE_KEY = 'language';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** What a language other than English downloads when chosen: its catalogues and antd's own texts. */
export interface LanguagePack {
  resources: Resource;
  antdLocale: AntdLocale;
}

type PackLoader = (language: Language) => Promise<LanguagePack>;

/** English is bundled: its catalogues are i18next's from the start. */
const ENGLISH: LanguagePack = { resources: {}, antdLocale: enUS };

let loadPack: PackLoader = (language) => Promise.reject(new Error(`No language packs to load ${language}`));
/** Each pack downloads once, however often the user switches back and forth. */
const packs = new Map<Language, Promise<LanguagePack>>();

/** How to download a pack: the app globs them (src/app/languages), and lib does not import the app. */
export function registerLanguagePacks(loader: PackLoader): void {
  loadPack = loader;
}

interface LanguageState {
  language: Language;
  /** antd's texts (pagination, empty tables, confirm buttons) in that language, for the ConfigProvider. */
  antdLocale: AntdLocale;
}

/** The language in use, for what i18next does not re-render: antd's ConfigProvider and the language switches. */
export const useLanguageStore = create<LanguageState>()(() => ({
  language: DEFAULT_LANGUAGE,
  antdLocale: ENGLISH.antdLocale,
}));

function packOf(language: Language): Promise<LanguagePack> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve(ENGLISH);
  let pack = packs.get(language);
  if (!pack) {
    // A failed download (offline) is forgotten, so choosing the language again retries it.
    pack = loadPack(language).catch((error: unknown) => {
      packs.delete(language);
      throw error;
    });
    packs.set(language, pack);
  }
  return pack;
}

/** Counts switches: when two overlap (a slow download), the later choice wins. */
let latestSwitch = 0;

/** Switches i18next, antd and `<html lang>` to `language` once its pack is there; false if overtaken. */
async function applyLanguage(language: Language): Promise<boolean> {
  const thisSwitch = ++latestSwitch;
  const { resources, antdLocale } = await packOf(language);
  if (thisSwitch !== latestSwitch) return false;
  addResources(resources);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  useLanguageStore.setState({ language, antdLocale });
  return true;
}

/** The user's choice, from a language menu: applied, then remembered for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    if (await applyLanguage(language)) localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    notifyError(i18n.t('language.loadFailed'));
  }
}

/** A language tag's primary subtag, "zh" of "zh-Hant-TW": what two tags must share to be one language here. */
const primarySubtag = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * The language of the browser's preferences (`navigator.languages`, most preferred first) the app speaks: the
 * first tag with a translation of its language, else English. Every Chinese tag (zh, zh-TW, zh-Hans, …) reads
 * the Simplified Chinese UI: a reader of Traditional Chinese reads it far better than English.
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const exact = LANGUAGES.find(({ code }) => code.toLowerCase() === tag.toLowerCase());
    const sameLanguage = LANGUAGES.find(({ code }) => primarySubtag(code) === primarySubtag(tag));
    const match = exact ?? sameLanguage;
    if (match) return match.code;
  }
  return DEFAULT_LANGUAGE;
}

/** What the browser prefers: `navigator.languages`, or the single `navigator.language` of older browsers. */
const browserTags = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);

/**
 * At start-up, before the first render: the remembered choice, else the browser's language (a phone set to
 * Chinese opens in Chinese). The browser's language is not stored: only a choice is, so the next visit follows
 * the browser again until the user picks one. A pack that cannot be downloaded leaves English.
 */
export async function restoreLanguage(): Promise<void> {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const language = isLanguage(stored) ? stored : browserLanguage(browserTags());
  if (language === DEFAULT_LANGUAGE) return;
  try {
    await applyLanguage(language);
  } catch (error) {
    console.warn(`The ${language} language could not be loaded`, error);
  }
}
