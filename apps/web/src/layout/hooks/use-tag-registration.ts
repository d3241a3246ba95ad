import { useEffect } from 'react';
import { useCurrentView } from '@/layout/hooks/use-current-view';
import { useMenuStore } from '@/layout/stores/menu-store';
import { useTagsViewStore } from '@/layout/stores/tags-view-store';
import { affixTags } from '@/layout/utils/tags-view';

/**
 * Keeps the tabs in step with the router: the affixed tabs are there from the start, and every page the user
 * opens gets a tab (or refreshes its own, e.g. with a new query).
 */
export function useTagRegistration(): void {
  const routes = useMenuStore((state) => state.routes);
  const view = useCurrentView();
  const addView = useTagsViewStore((state) => state.addView);
  const updateVisitedView = useTagsViewStore((state) => state.updateVisitedView);

  useEffect(() => {
    for (const tag of affixTags(routes)) addView(tag);
  }, [routes, addView]);

  useEffect(() => {
    if (!view) return;
    addView(view);
    updateVisitedView(view);
  }, [view, addView, updateVisitedView]);
}
