import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '@/layout/components/tags-view/tags-view.module.css';
import { useTagActions } from '@/layout/hooks/use-tag-actions';
import type { TagView } from '@/layout/utils/tags-view';
import { useTitleText } from '@/lib/route-meta';

const MIDDLE_BUTTON = 1;

/** One tab: a link to its page, a close button unless affixed, and a context menu (docs/specification.md §2, screens and routes). */
export function TagItem({ view, active }: { view: TagView; active: boolean }) {
  const { t } = useTranslation('layout');
  const title = useTitleText()(view.title);
  const actions = useTagActions();
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tags.refresh') },
    ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
    { key: 'closeOthers', label: t('tags.closeOthers') },
    { key: 'closeAll', label: t('tags.closeAll') },
  ];
  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh' || key === 'close' || key === 'closeOthers' || key === 'closeAll')
      actions[key](view);
  };
  // A middle click closes the tab instead of opening the page in a new browser tab.
  const closeOnMiddleClick = (event: MouseEvent) => {
    if (event.button !== MIDDLE_BUTTON || view.affix) return;
    event.preventDefault();
    actions.close(view);
  };

  return (
    <Dropdown menu={{ items, onClick: choose }} trigger={['contextMenu']}>
      <span ref={ref} className={active ? `${styles.tag} ${styles.active}` : styles.tag}>
        <Link to={view.fullPath} aria-current={active ? 'page' : undefined} onAuxClick={closeOnMiddleClick}>
          {title}
        </Link>
        {!view.affix && (
          <button
            type="button"
            className={styles.close}
            aria-label={t('tags.closeTab', { title })}
            onClick={() => actions.close(view)}
          >
            <CloseOutlined />
          </button>
        )}
      </span>
    </Dropdown>
  );
}
