import { Activity, useState } from 'react';
import { useOutlet } from 'react-router';
import { useCurrentView } from '@/layout/hooks/use-current-view';
import { useTagsViewStore } from '@/layout/stores/tags-view-store';
import { type KeptPages, keptPages } from '@/layout/utils/kept-pages';

/**
 * The page area (upstream's `<keep-alive>` around the router view): pages stay mounted, hidden, while their
 * tab is open, so what the user typed survives switching tabs. Pages marked `noCache` mount afresh each time.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const view = useCurrentView();
  const cachedViews = useTagsViewStore((state) => state.cachedViews);
  const keepAlive = view !== undefined && !view.noCache;
  const path = view?.path;

  const [pages, setPages] = useState<KeptPages>(() => new Map());
  const nextPages = keptPages(pages, { path, element: outlet, keepAlive }, cachedViews);
  // Adjusting state while rendering, as React recommends for state derived from what changed.
  if (nextPages !== pages) setPages(nextPages);

  return (
    <>
      {[...nextPages].map(([pagePath, page]) => (
        <Activity key={pagePath} mode={pagePath === path ? 'visible' : 'hidden'}>
          {pagePath === path ? outlet : page}
        </Activity>
      ))}
      {!keepAlive && outlet}
    </>
  );
}
