import type { ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addResources, DEFAULT_LANGUAGE, i18n, LANGUAGES, toResources } from '@/lib/i18n';

type Catalogue = ResourceLanguage[string];

/** Every catalogue of every language, as the app finds them (src/app/i18n.ts and src/app/languages). */
const catalogues = import.meta.glob<Catalogue>(
  ['../lib/locales/*.json', '../layout/locales/*.json', '../features/*/locales/*.json'],
  { eager: true, import: 'default' },
);
const resources = toResources(catalogues);
const translations = LANGUAGES.map(({ code }) => code).filter((code) => code !== DEFAULT_LANGUAGE);
const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

/** i18next's plural suffixes (JSON v4): one key per CLDR category the language has, e.g. `_one`, `_other`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The categories i18next picks among for a language: it asks `Intl.PluralRules` too (zh-CN has only `other`). */
const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** A catalogue's strings by dotted key, as `t()` addresses them. */
function flatten(catalogue: unknown, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    if (typeof value === 'string') strings.set(`${prefix}${key}`, value);
    else for (const entry of flatten(value, `${prefix}${key}.`)) strings.set(...entry);
  }
  return strings;
}

/** The interpolation variables of a string: `{{name}}`, `{{count, number}}` → name, count. */
const variables = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].flatMap(([, name]) => (name ? [name] : [])));

/**
 * What a translation must hold to answer every key English does: plain keys as they are, and for each plural
 * key the forms of the translation's own language. Each expected key carries the variables it must use.
 */
function expectedKeys(english: Map<string, string>, language: string): Map<string, Set<string>> {
  const expected = new Map<string, Set<string>>();
  const pluralVariables = new Map<string, Set<string>>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) expected.set(key, variables(text));
    else pluralVariables.set(base, new Set([...(pluralVariables.get(base) ?? []), ...variables(text)]));
  }
  for (const [base, names] of pluralVariables) {
    for (const category of pluralCategories(language)) expected.set(`${base}_${category}`, names);
  }
  return expected;
}

describe('translations match the English catalogues', () => {
  it('has a translation of every catalogue', () => {
    expect(translations.length).toBeGreaterThan(0);
    for (const language of translations) expect(Object.keys(resources[language] ?? {})).toEqual(namespaces);
  });

  describe.each(translations)('%s', (language) => {
    it.each(namespaces)('%s: the same keys, with plural forms by its own rules', (namespace) => {
      const expected = expectedKeys(flatten(resources[DEFAULT_LANGUAGE]?.[namespace]), language);
      const translated = flatten(resources[language]?.[namespace] ?? {});
      expect({
        missing: [...expected.keys()].filter((key) => !translated.has(key)),
        unknown: [...translated.keys()].filter((key) => !expected.has(key)),
        empty: [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key),
      }).toEqual({ missing: [], unknown: [], empty: [] });
    });

    it.each(namespaces)('%s: the same interpolation variables', (namespace) => {
      const expected = expectedKeys(flatten(resources[DEFAULT_LANGUAGE]?.[namespace]), language);
      const translated = flatten(resources[language]?.[namespace] ?? {});
      const mismatches = [...translated].flatMap(([key, text]) => {
        const wanted = [...(expected.get(key) ?? [])].sort();
        const used = [...variables(text)].sort();
        // Like English "1 person", a form for one number only may spell it out instead of using {{count}}.
        const spelledOut = !key.endsWith('_other') && PLURAL_SUFFIX.test(key);
        const alsoFine = spelledOut ? wanted.filter((name) => name !== 'count') : wanted;
        return [wanted.join(), alsoFine.join()].includes(used.join()) ? [] : [{ key, wanted, used }];
      });
      expect(mismatches).toEqual([]);
    });

    it('resolves every English plural key in its own language, for any count', () => {
      addResources({ [language]: resources[language] ?? {} });
      // Keys built at run time, which the catalogue-typed `t` refuses.
      const translator = (lng: string, namespace: string) =>
        i18n.getFixedT(lng, namespace as never) as unknown as (
          key: string,
          options: { count: number },
        ) => string;
      for (const namespace of namespaces) {
        const english = translator(DEFAULT_LANGUAGE, namespace);
        const translated = translator(language, namespace);
        const bases = new Set(
          [...flatten(resources[DEFAULT_LANGUAGE]?.[namespace]).keys()]
            .filter((key) => PLURAL_SUFFIX.test(key))
            .map((key) => key.replace(PLURAL_SUFFIX, '')),
        );
        for (const base of bases) {
          for (const count of [0, 1, 2, 5, 21]) {
            // Not English: a missing form would fall back to it.
            expect(translated(base, { count }), `${namespace}:${base} (${count})`).not.toBe(
              english(base, { count }),
            );
          }
        }
      }
    });
  });
});
