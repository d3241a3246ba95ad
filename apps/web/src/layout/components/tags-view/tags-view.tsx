import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TagItem } from '@/layout/components/tags-view/tag-item';
import styles from '@/layout/components/tags-view/tags-view.module.css';
import { useTagsViewStore } from '@/layout/stores/tags-view-store';

/** The strip of open pages (docs/specification.md §2, screens and routes). */
export function TagsView() {
  const { t } = useTranslation('layout');
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('tags.label')} className={styles.strip}>
      <ul className={styles.list}>
        {visitedViews.map((view) => (
          <li key={view.path}>
            <TagItem view={view} active={view.path === pathname} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
