import { DATA_SCOPES, type Role, roleCreateSchema } from '@gbo/contracts';
import { App, Form, Input, Select, TreeSelect } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useDeptOptions } from '@/lib/lookups/depts';
import { useCreateRole, useUpdateRole } from '@/features/roles/api/save-role';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import {
  isAdminRole,
  NEW_ROLE,
  needsDepts,
  type RoleFormValues,
  toFormValues,
  toRoleCreate,
  toRoleUpdate,
} from '@/features/roles/utils/role-form';

/** What the dialog is open for: a new role, or one to edit. */
export type RoleFormTarget = { mode: 'add' } | { mode: 'edit'; role: Role };

interface RoleFormDialogProps {
  target: RoleFormTarget | undefined;
  onClose: () => void;
  /** Called with a role just created, so the page can show its menus. */
  onCreated: (role: Role) => void;
}

/** Adds or edits a role. The buttons sit inside the form, so Enter in a text field saves. */
export function RoleFormDialog({ target, onClose, onCreated }: RoleFormDialogProps) {
  const { t } = useRolesTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleFormValues>();
  const scope = Form.useWatch('dataScope', form);
  const create = useCreateRole();
  const update = useUpdateRole();
  const depts = useDeptOptions({ enabled: target !== undefined });
  const editing = target?.mode === 'edit' ? target.role : undefined;

  const submit = (values: RoleFormValues) => {
    const done = () => {
      void message.success(t(editing ? 'messages.saved' : 'messages.added', { name: values.name.trim() }));
      onClose();
    };
    if (editing) update.mutate(toRoleUpdate(editing, values), { onSuccess: done });
    else
      create.mutate(toRoleCreate(values), {
        onSuccess: (role) => {
          done();
          onCreated(role);
        },
      });
  };

  // One definition of a valid code: the request schema's.
  const codeRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value || roleCreateSchema.shape.code.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(t('form.codeInvalid'))),
  };

  return (
    <FormModal
      open={target !== undefined}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
      okText={editing ? t('form.save') : t('form.add')}
      cancelText={t('form.cancel')}
      form={form}
      name="role-form"
      initialValues={editing ? toFormValues(editing) : NEW_ROLE}
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
      <Form.Item
        name="code"
        label={t('form.code')}
        extra={isAdminRole(editing) ? t('form.codeAdmin') : t('form.codeHelp')}
        rules={[{ required: true, message: t('form.codeRequired') }, codeRule]}
      >
        <Input autoComplete="off" spellCheck={false} disabled={isAdminRole(editing)} />
      </Form.Item>
      <Form.Item name="dataScope" label={t('form.dataScope')} extra={t(`dataScopeHelp.${scope ?? 'dept'}`)}>
        <Select options={DATA_SCOPES.map((value) => ({ value, label: t(`dataScope.${value}`) }))} />
      </Form.Item>
      {needsDepts(scope) && (
        <Form.Item
          name="deptIds"
          label={t('form.depts')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.deptsRequired') }]}
        >
          <TreeSelect
            treeData={depts.data}
            loading={depts.isLoading}
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            placeholder={t('form.deptsPlaceholder')}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
          />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('form.description')} rules={[{ max: 255 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormModal>
  );
}
