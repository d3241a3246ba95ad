import type { CustomTypeOptions, FlatNamespace, i18n as I18n, ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { DEFAULT_LANGUAGE } from '@/lib/i18n';

/** Every namespace; a page title may come from any of them. */
export type Namespaces = FlatNamespace[];

/** A translation key with its namespace, e.g. `auth:login.title`, so it resolves whichever namespace is loaded. */
export type NamespacedKey = { [Ns in FlatNamespace]: `${Ns}:${ParseKeys<Ns>}` }[FlatNamespace];

/**
 * A page title: a translation key for the app's own pages, or the text of a server menu (data, which no
 * catalogue holds).
 */
export type RouteTitle = { key: NamespacedKey } | { text: string };

/** What a route says about itself (upstream's route `meta`, spec §3, entities and their fields). */
export interface RouteMeta {
  /** The page title: the browser title, the tab, the breadcrumb and the sidebar entry. */
  title?: RouteTitle;
  /** A name from the menu icon set (spec §1, what the product does), e.g. `system`. */
  icon?: string;
  /** A tab that is always there and cannot be closed. */
  affix?: boolean;
  /** The page is not kept alive when the user switches tabs. */
  noCache?: boolean;
  /** The sidebar entry to highlight instead of this route's own (for pages outside the menu). */
  activeMenu?: string;
  /** `false` leaves the route out of the breadcrumbs. */
  breadcrumb?: boolean;
  /** Left out of the sidebar and the header search. */
  hidden?: boolean;
}

/** The `handle` of every route of the shell. */
export interface RouteHandle {
  /** Upstream's route name: only named routes become tabs, and the home page is recognised by it. */
  name?: string;
  meta: RouteMeta;
  /** A directory's redirect: a path, or `noredirect` when its breadcrumb is not a link. */
  redirect?: string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle && typeof handle.meta === 'object';
}

/** The shell catalogue's translations of the menus every installation ships (the server's seed catalogue). */
type MenuTitleKey = keyof CustomTypeOptions['resources']['layout']['menuTitle'];

/**
 * The catalogue entry whose English is exactly this server text. A menu an administrator renamed has none, so
 * their text shows in every language.
 */
function menuTitleKey(i18n: I18n, text: string): MenuTitleKey | undefined {
  const english: unknown = i18n.getResource(DEFAULT_LANGUAGE, 'layout', 'menuTitle');
  if (typeof english !== 'object' || english === null) return undefined;
  return Object.entries(english).find(([, title]) => title === text)?.[0] as MenuTitleKey | undefined;
}

/** The text of a title in the current language; a server menu's text is translated when it is a shipped one. */
export function useTitleText(): (title: RouteTitle) => string {
  const { t, i18n } = useTranslation<Namespaces>();
  return useCallback(
    (title) => {
      if ('key' in title) return t(title.key);
      const key = menuTitleKey(i18n, title.text);
      return key ? t(`layout:menuTitle.${key}`) : title.text;
    },
    [t, i18n],
  );
}

/** The current page's handle: the deepest matched route's. */
export function useCurrentHandle(): RouteHandle | undefined {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}
