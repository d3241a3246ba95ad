import { create } from 'zustand';
import * as tags from '@/layout/utils/tags-view';

/** The tabs and the pages kept alive (docs/specification.md §4, states and transitions: add, delete, delete others, delete all, update). */
interface TagsViewStore extends tags.TagsViewState {
  addView: (page: tags.VisitedPage) => void;
  updateVisitedView: (page: tags.VisitedPage) => void;
  delView: (view: tags.TagView) => void;
  delOthersViews: (view: tags.TagView) => void;
  delAllViews: () => void;
  delCachedView: (path: string) => void;
  delAllCachedViews: () => void;
}

export const useTagsViewStore = create<TagsViewStore>()((set) => {
  const apply = (operation: (state: tags.TagsViewState) => tags.TagsViewState) =>
    set((store) => operation(store));
  return {
    ...tags.emptyTagsView,
    addView: (page) => apply((state) => tags.addView(state, page)),
    updateVisitedView: (page) => apply((state) => tags.updateVisitedView(state, page)),
    delView: (view) => apply((state) => tags.delView(state, view)),
    delOthersViews: (view) => apply((state) => tags.delOthersViews(state, view)),
    delAllViews: () => apply(tags.delAllViews),
    delCachedView: (path) => apply((state) => tags.delCachedView(state, path)),
    delAllCachedViews: () => apply(tags.delAllCachedViews),
  };
});
