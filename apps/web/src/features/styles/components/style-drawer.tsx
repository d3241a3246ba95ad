import type { StyleInput } from '@gbo/contracts';
import { App, Button, Drawer, Grid, Space, Spin } from 'antd';
import { useDiscardGuard } from '@/components/use-discard-guard';
import { useCreateStyle, useStyle, useUpdateStyle } from '@/features/styles/api/styles';
import { STYLE_FORM_ID, StyleForm } from '@/features/styles/components/style-form';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';

/** What the drawer is open for: a new style, or one to edit (loaded whole when it opens). */
export type StyleDrawerTarget = { mode: 'add' } | { mode: 'edit'; id: number; styleNo: string };

/** Wide enough for the header on two rows and a matrix of eight sizes without scrolling. */
const DRAWER_WIDTH = 1080;

/** The add/edit drawer: beside the list on a desktop, the whole screen on a phone. */
export function StyleDrawer({
  target,
  onClose,
}: {
  target: StyleDrawerTarget | undefined;
  onClose: () => void;
}) {
  const { t } = useStylesTranslation();
  const { message } = App.useApp();
  const { md } = Grid.useBreakpoint();
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const { data: style, isLoading, isError } = useStyle(editId);
  const create = useCreateStyle();
  const update = useUpdateStyle();
  const saving = create.isPending || update.isPending;
  const { setDirty, guarded } = useDiscardGuard();
  const close = guarded(onClose);

  const save = async (body: StyleInput) => {
    if (editId === undefined) await create.mutateAsync(body);
    else await update.mutateAsync({ id: editId, body });
    void message.success(
      t(editId === undefined ? 'messages.added' : 'messages.saved', { styleNo: body.styleNo }),
    );
    onClose();
  };

  const ready = editId === undefined || style !== undefined;
  return (
    <Drawer
      open={target !== undefined}
      title={target?.mode === 'edit' ? t('form.editTitle', { styleNo: target.styleNo }) : t('form.addTitle')}
      size={md ? DRAWER_WIDTH : '100%'}
      onClose={close}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('form.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!ready}
            title={t('form.saveShortcut')}
            // The form's own submit, from outside it.
            htmlType="submit"
            form={STYLE_FORM_ID}
          >
            {editId === undefined ? t('form.add') : t('form.save')}
          </Button>
        </Space>
      }
    >
      {ready ? (
        <StyleForm key={editId ?? 'new'} style={style} onSave={save} onDirtyChange={setDirty} />
      ) : (
        <Spin spinning={isLoading} description={t('form.loading')}>
          <div style={{ minHeight: 200 }}>{isError && t('form.loadFailed')}</div>
        </Spin>
      )}
    </Drawer>
  );
}
