import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { breadcrumbs } from '@/layout/utils/breadcrumbs';
import { isRouteHandle, useTitleText } from '@/lib/route-meta';

/** Where the current page sits (docs/specification.md §2, screens and routes): home first, directories as text, the page itself last. */
export function Breadcrumbs() {
  const { t } = useTranslation('layout');
  const titleText = useTitleText();
  const crumbs = breadcrumbs(
    useMatches().map(({ pathname, handle }) => ({
      pathname,
      handle: isRouteHandle(handle) ? handle : undefined,
    })),
  );
  const items = crumbs.map(({ title, to }) => {
    const text = titleText(title);
    return { key: to ?? text, title: to ? <Link to={to}>{text}</Link> : text };
  });
  return <Breadcrumb aria-label={t('breadcrumb.label')} items={items} />;
}
