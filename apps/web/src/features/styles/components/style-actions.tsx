import type { StyleSummary } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useDeleteStyle } from '@/features/styles/api/styles';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { usePermissionGuard } from '@/lib/permission';

/** The HTTP status of a delete refused because a cut order uses the style. */
const IN_USE = 409;

interface StyleActionsProps {
  style: StyleSummary;
  onEdit: (style: StyleSummary) => void;
}

/** A row's actions: Edit, and Delete under More, asking first; a style cut already says so in a dialog. */
export function StyleActions({ style, onEdit }: StyleActionsProps) {
  const { t } = useStylesTranslation();
  const { message, modal } = App.useApp();
  const { mutateAsync } = useDeleteStyle();
  const mayEdit = usePermissionGuard(['admin', 'style:edit']);
  const mayDelete = usePermissionGuard(['admin', 'style:del']);

  const remove = () =>
    mutateAsync(style.id).then(
      () => void message.success(t('messages.deleted', { styleNo: style.styleNo })),
      (error: unknown) => {
        if (errorStatus(error) !== IN_USE) return;
        const said = errorMessage(error);
        modal.warning({
          title: t('inUse.title', { styleNo: style.styleNo }),
          content: (
            <>
              <p>{t('inUse.content')}</p>
              {said && <p>{t('inUse.server', { message: said })}</p>}
            </>
          ),
        });
      },
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
