import { SearchOutlined } from '@ant-design/icons';
import { isExternalLink } from '@gbo/contracts';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconButton } from '@/layout/components/navbar/icon-button';
import styles from '@/layout/components/navbar/navbar.module.css';
import { useMenuStore } from '@/layout/stores/menu-store';
import { createMenuSearch, type SearchEntry, searchEntries } from '@/layout/utils/menu-search';
import { useTitleText } from '@/lib/route-meta';

/** Fuzzy search over the user's pages (docs/specification.md §2, screens and routes): choosing a result opens it; a link opens a new window. */
export function HeaderSearch() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchEntry[]>([]);
  const search = useMenuSearch();
  const navigate = useNavigate();

  const close = () => {
    setOpen(false);
    setResults([]);
  };
  const choose = (path: string) => {
    close();
    if (isExternalLink(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };

  return (
    <div className={styles.search}>
      <IconButton
        label={t('search.open')}
        aria-expanded={open}
        icon={<SearchOutlined />}
        onClick={() => (open ? close() : setOpen(true))}
      />
      {open && (
        <Select<string>
          className={styles['search-select']}
          autoFocus
          defaultOpen
          value={null}
          showSearch={{ filterOption: false, onSearch: (query) => setResults(search(query)) }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          // The whole trail of every result: the list grows to its longest title rather than cut it.
          popupMatchSelectWidth={false}
          classNames={{ popup: { root: styles['search-popup'] } }}
          options={results.map(({ path, title }) => {
            const label = title.join(' > ');
            return { value: path, label, title: label };
          })}
          notFoundContent={null}
          onChange={choose}
          onBlur={close}
        />
      )}
    </div>
  );
}

function useMenuSearch() {
  const routes = useMenuStore((state) => state.routes);
  const titleText = useTitleText();
  return useMemo(() => createMenuSearch(searchEntries(routes, titleText)), [routes, titleText]);
}
