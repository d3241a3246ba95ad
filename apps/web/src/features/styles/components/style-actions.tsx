import type { StyleSummary } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useInUseNotice } from '@/components/use-in-use-notice';
import { useDeleteStyle } from '@/features/styles/api/styles';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { usePermissionGuard } from '@/lib/permission';

interface StyleActionsProps {
  style: StyleSummary;
  onEdit: (style: StyleSummary) => void;
}

/** A row's actions: Edit, and Delete under More, asking first; a style cut already says so in a dialog. */
export function StyleActions({ style, onEdit }: StyleActionsProps) {
  const { t } = useStylesTranslation();
  const { message } = App.useApp();
  const inUse = useInUseNotice();
  const { mutateAsync } = useDeleteStyle();
  const mayEdit = usePermissionGuard(['admin', 'style:edit']);
  const mayDelete = usePermissionGuard(['admin', 'style:del']);

  const remove = () =>
    mutateAsync(style.id).then(
      () => void message.success(t('messages.deleted', { styleNo: style.styleNo })),
      (error: unknown) =>
        inUse(error, {
          title: t('inUse.title', { styleNo: style.styleNo }),
          content: t('inUse.content'),
          serverSaid: (said) => t('inUse.server', { message: said }),
        }),
    );

  return (
    <RowActions
      name={style.styleNo}
      actions={[
        { key: 'edit', label: t('actions.edit'), hidden: !mayEdit, onClick: () => onEdit(style) },
        {
          key: 'delete',
          label: t('actions.delete'),
          hidden: !mayDelete,
          danger: true,
          confirm: {
            title: t('confirm.deleteTitle', { styleNo: style.styleNo }),
            content: t('confirm.deleteContent'),
          },
          onClick: remove,
        },
      ]}
    />
  );
}
