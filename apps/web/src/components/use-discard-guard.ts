import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/use-confirm';

/**
 * Keeps work typed into a drawer from being lost to Escape, the close button or Cancel: the form reports
 * whether it holds changes (`setDirty`), and `guarded(close)` closes at once when it does not, or asks
 * first when it does.
 */
export function useDiscardGuard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const dirty = useRef(false);
  const asking = useRef(false);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const guarded = (close: () => void) => () => {
    if (!dirty.current) return close();
    // Escape pressed again while the question is open answers it, not asks again.
    if (asking.current) return;
    asking.current = true;
    confirm({
      title: t('discardGuard.title'),
      content: t('discardGuard.content'),
      okText: t('discardGuard.discard'),
      cancelText: t('discardGuard.keep'),
      danger: true,
      onOk: () => {
        dirty.current = false;
        close();
      },
      afterClose: () => {
        asking.current = false;
      },
    });
  };

  return { setDirty, guarded };
}
