import type { FlatNamespace, ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { menuTitleIn } from '@/lib/menu-title';

/** Every namespace; a page title may come from any of them. */
export type Namespaces = FlatNamespace[];

/** A translation key with its namespace, e.g. `auth:login.title`, so it resolves whichever namespace is loaded. */
export type NamespacedKey = { [Ns in FlatNamespace]: `${Ns}:${ParseKeys<Ns>}` }[FlatNamespace];

/**
 * A page title: a translation key for the app's own pages, or a server menu's titles (data, which no catalogue
 * holds): `text` in English, `textZh` in Chinese when the menu has one.
 */
export type RouteTitle = { key: NamespacedKey } | { text: string; textZh?: string | null };

/** What a route says about itself (upstream's route `meta`, docs/specification.md §3, entities and their fields). */
export interface RouteMeta {
  /** The page title: the browser title, the tab, the breadcrumb and the sidebar entry. */
  title?: RouteTitle;
  /** A name from the menu icon set (docs/specification.md §1, what the product does), e.g. `system`. */
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

/** The text of a title in the current language; a server menu's in the language's title it carries. */
export function useTitleText(): (title: RouteTitle) => string {
  const { t, i18n } = useTranslation<Namespaces>();
  const language = i18n.language;
  return useCallback(
    (title) =>
      'key' in title ? t(title.key) : menuTitleIn(language, { title: title.text, titleZh: title.textZh }),
    [t, language],
  );
}

/** The current page's handle: the deepest matched route's. */
export function useCurrentHandle(): RouteHandle | undefined {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}
