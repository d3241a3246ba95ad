import { App, Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useMemo } from 'react';
import { useDeptTree } from '@/lib/lookups/depts';
import { useCreateDept, useUpdateDept } from '@/features/depts/api/save-dept';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import {
  type DeptFormTarget,
  type DeptFormValues,
  initialValues,
  toDeptCreate,
  toDeptUpdate,
  toParentOptions,
} from '@/features/depts/utils/dept-form';

/** The server's bounds of a sort position. */
const SORT_MAX = 99_999;

interface DeptFormDialogProps {
  target: DeptFormTarget | undefined;
  onClose: () => void;
}

/** Adds or edits a department. The buttons sit inside the form, so Enter in a field saves. */
export function DeptFormDialog({ target, onClose }: DeptFormDialogProps) {
  const { t } = useDeptsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeptFormValues>();
  const create = useCreateDept();
  const update = useUpdateDept();
  const tree = useDeptTree({ enabled: target !== undefined });
  const editing = target?.mode === 'edit' ? target.dept : undefined;
  const parentOptions = useMemo(
    () => toParentOptions(tree.data ?? [], editing?.id),
    [tree.data, editing?.id],
  );

  const submit = (values: DeptFormValues) => {
    const done = () => {
      void message.success(t(editing ? 'messages.saved' : 'messages.added', { name: values.name.trim() }));
      onClose();
    };
    if (editing) update.mutate(toDeptUpdate(editing, values), { onSuccess: done });
    else create.mutate(toDeptCreate(values), { onSuccess: done });
  };

  return (
    <FormModal
      open={target !== undefined}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
      okText={editing ? t('form.save') : t('form.add')}
      cancelText={t('form.cancel')}
      form={form}
      name="dept-form"
      initialValues={target && initialValues(target)}
      onFinish={submit}
      submitting={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: 64 }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="pid" label={t('form.parent')} extra={t('form.parentHelp')}>
        <TreeSelect
          treeData={parentOptions}
          loading={tree.isLoading}
          placeholder={t('form.topLevel')}
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item
        name="deptSort"
        label={t('form.sort')}
        extra={t('form.sortHelp')}
        rules={[{ required: true, message: t('form.sortRequired') }]}
      >
        <InputNumber min={0} max={SORT_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
