import type { Bundle } from '@gbo/contracts';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useVoidBundle } from '@/features/cutting/api/bundles';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { useIsMobile } from '@/lib/use-is-mobile';

/** Voids a bundle: the reason is required, the red Void button confirms. */
export function BundleVoidDialog({ bundle, onClose }: { bundle: Bundle | undefined; onClose: () => void }) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidBundle();
  const size = useIsMobile() ? 'large' : undefined;

  const submit = ({ reason }: { reason: string }) => {
    if (!bundle) return;
    voiding.mutate(
      { id: bundle.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('bundles.void.done', { bundleNo: bundle.bundleNo }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={bundle !== undefined}
      title={bundle ? t('bundles.void.title', { bundleNo: bundle.bundleNo }) : ''}
      okText={t('bundles.void.ok')}
      cancelText={t('bundles.void.cancel')}
      okButtonProps={{ danger: true, htmlType: 'submit', size }}
      cancelButtonProps={{ size }}
      confirmLoading={voiding.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form form={form} name="bundle-void" layout="vertical" onFinish={submit} clearOnDestroy>
          {dialog}
        </Form>
      )}
    >
      <Alert type="warning" showIcon message={t('bundles.void.content')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="reason"
        label={t('bundles.void.reason')}
        rules={[
          { required: true, whitespace: true, message: t('bundles.void.reasonRequired') },
          { max: 200 },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} autoFocus />
      </Form.Item>
    </Modal>
  );
}
