import type { Process } from '@gbo/contracts';
import { App, Modal, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { getStyle, useStyles } from '@/features/styles/api/styles';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';

/** How many styles the choice lists at once; typing narrows them. */
const STYLE_CHOICES = 50;

interface CopyProcessesDialogProps {
  open: boolean;
  /** The style being edited, left out of the choices. */
  excludeId?: number;
  /** How many processes the form holds now: replacing them asks first. */
  current: number;
  onCopy: (processes: Process[], from: string) => void;
  onClose: () => void;
}

/** Picks another style and copies its whole process list (after confirming, when it replaces one). */
export function CopyProcessesDialog({ open, excludeId, current, onCopy, onClose }: CopyProcessesDialogProps) {
  const { t } = useStylesTranslation();
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number>();
  const [loading, setLoading] = useState(false);
  const blurry = useDeferredValue(search.trim());
  const { data, isFetching } = useStyles(
    { page: 0, size: STYLE_CHOICES, ...(blurry && { blurry }) },
    { enabled: open },
  );
  const options = (data?.content ?? [])
    .filter((style) => style.id !== excludeId)
    .map((style) => ({
      value: style.id,
      label: `${style.styleNo} · ${style.name}`,
      disabled: style.processCount === 0,
      title: t('copy.processCount', { count: style.processCount }),
    }));

  const close = () => {
    setChosen(undefined);
    setSearch('');
    onClose();
  };

  const copy = async () => {
    if (chosen === undefined) return;
    setLoading(true);
    try {
      const style = await getStyle(chosen);
      const apply = () => {
        onCopy(style.processes, style.styleNo);
        close();
      };
      if (current === 0) return apply();
      modal.confirm({
        title: t('copy.confirmTitle'),
        content: t('copy.confirmContent', {
          count: current,
          from: style.styleNo,
          copied: style.processes.length,
        }),
        okText: t('copy.replace'),
        cancelText: t('form.cancel'),
        onOk: apply,
      });
    } catch {
      // The HTTP client has said what went wrong.
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('copy.title')}
      okText={t('copy.ok')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: chosen === undefined }}
      confirmLoading={loading}
      onOk={() => void copy()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('copy.help')}</Typography.Paragraph>
      <Select<number>
        autoFocus
        style={{ width: '100%' }}
        value={chosen}
        onChange={setChosen}
        options={options}
        loading={isFetching}
        placeholder={t('copy.placeholder')}
        aria-label={t('copy.placeholder')}
        notFoundContent={isFetching ? t('form.loading') : t('copy.noStyle')}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        optionRender={(option) => (
          <span>
            {option.label} <Typography.Text type="secondary">({option.data.title})</Typography.Text>
          </span>
        )}
      />
    </Modal>
  );
}
