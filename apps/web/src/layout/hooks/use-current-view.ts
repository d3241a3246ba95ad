import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { VisitedPage } from '@/layout/utils/tags-view';
import { useCurrentHandle } from '@/lib/route-meta';

/** The current page as a tab; undefined on a route that is no tab (unnamed, like the refresh helper). */
export function useCurrentView(): VisitedPage | undefined {
  const handle = useCurrentHandle();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    if (!handle?.name) return undefined;
    return {
      path: pathname,
      fullPath: pathname + search,
      name: handle.name,
      title: handle.meta.title,
      affix: handle.meta.affix === true,
      noCache: handle.meta.noCache === true,
    };
  }, [handle, pathname, search]);
}
