import type { IssuedBoardLink } from '@gbo/contracts';
import { Form, Input, TreeSelect } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useIssueBoardLink } from '@/features/board/api/board-links';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { useDeptOptions } from '@/lib/lookups/depts';

interface IssueValues {
  deptId: number;
  name?: string;
}

interface IssueLinkDialogProps {
  open: boolean;
  onClose: () => void;
  onIssued: (link: IssuedBoardLink) => void;
}

/** Issues a display link: the line its screen shows, and where the screen hangs. */
export function IssueLinkDialog({ open, onClose, onIssued }: IssueLinkDialogProps) {
  const { t } = useBoardTranslation();
  const [form] = Form.useForm<IssueValues>();
  const issue = useIssueBoardLink();
  const depts = useDeptOptions({ enabled: open });

  const submit = ({ deptId, name }: IssueValues) =>
    issue.mutate({ deptId, name: name?.trim() || null }, { onSuccess: onIssued });

  return (
    <FormModal<IssueValues>
      open={open}
      title={t('links.issue.title')}
      okText={t('links.issue.submit')}
      cancelText={t('links.issue.cancel')}
      form={form}
      name="board-link-form"
      onFinish={submit}
      submitting={issue.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="deptId"
        label={t('links.issue.line')}
        rules={[{ required: true, message: t('links.issue.lineRequired') }]}
      >
        <TreeSelect
          treeData={depts.data}
          loading={depts.isLoading}
          placeholder={t('links.issue.linePlaceholder')}
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="name" label={t('links.issue.name')} rules={[{ max: 64 }]}>
        <Input autoComplete="off" placeholder={t('links.issue.namePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
