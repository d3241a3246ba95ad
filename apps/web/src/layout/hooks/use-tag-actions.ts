import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from '@/layout/routes/shell-routes';
import { useTagsViewStore } from '@/layout/stores/tags-view-store';
import { pathAfterClosing, type TagView } from '@/layout/utils/tags-view';

/** What a tab's context menu does (docs/specification.md §2, screens and routes), and where the user lands afterwards. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tags = useTagsViewStore;

  /** After the current tab went away: the last tab left, or home. */
  const leave = (closed: TagView) => {
    const { to, replace } = pathAfterClosing(tags.getState().visitedViews, closed);
    void navigate(to, { replace });
  };

  return {
    /** Shows the tab's page anew, dropping what it kept. */
    refresh: (view: TagView) => {
      tags.getState().delCachedView(view.path);
      void navigate(`${REDIRECT_PREFIX}${view.fullPath}`, { replace: true });
    },
    close: (view: TagView) => {
      if (view.affix) return;
      tags.getState().delView(view);
      if (view.path === pathname) leave(view);
    },
    closeOthers: (view: TagView) => {
      tags.getState().delOthersViews(view);
      if (view.path !== pathname) void navigate(view.fullPath);
    },
    closeAll: (view: TagView) => {
      tags.getState().delAllViews();
      if (!tags.getState().visitedViews.some((visited) => visited.path === pathname)) leave(view);
    },
  };
}
