import {
  isValidMobile,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  type Person,
} from '@gbo/contracts';
import { App, Button, Flex, Form, Input, Select, Switch, TreeSelect } from 'antd';
import { useDeptOptions } from '@/lib/lookups/depts';
import { useRoleOptions } from '@/features/people/api/get-role-options';
import { useCreatePerson, useUpdatePerson } from '@/features/people/api/save-person';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import {
  NEW_PERSON,
  type PersonFormValues,
  toFormValues,
  toPersonCreate,
  toPersonUpdate,
} from '@/features/people/utils/person-form';

interface PersonFormProps {
  /** The person being edited; undefined when adding. */
  person: Person | undefined;
  onDone: () => void;
}

/** Adds or edits a person. The buttons are inside the form, so Enter in a field saves. */
/** A form rule from the contracts' rule of every new password: none of the most common ones (length is checked apart). */
export const notCommon = (message: string) => (_rule: unknown, value?: string) =>
  value && passwordProblem(value) === 'common' ? Promise.reject(new Error(message)) : Promise.resolve();

export function PersonForm({ person, onDone }: PersonFormProps) {
  const { t } = usePeopleTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PersonFormValues>();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const { data: deptOptions, isLoading: deptsLoading } = useDeptOptions();
  const { data: roleOptions, isLoading: rolesLoading } = useRoleOptions({ enabled: true });

  const submit = (values: PersonFormValues) => {
    const done = (name: string) => {
      void message.success(t(person ? 'messages.saved' : 'messages.added', { name }));
      onDone();
    };
    if (person) update.mutate(toPersonUpdate(person, values), { onSuccess: () => done(values.name.trim()) });
    else create.mutate(toPersonCreate(values), { onSuccess: (added) => done(added.name) });
  };

  const mobileRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value || isValidMobile(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('form.mobileInvalid'))),
  };

  return (
    <Form
      form={form}
      name="person-form"
      layout="vertical"
      initialValues={person ? toFormValues(person) : NEW_PERSON}
      onFinish={submit}
    >
      <Form.Item
        name="mobile"
        label={t('form.mobile')}
        rules={[{ required: true, whitespace: true, message: t('form.mobileRequired') }, mobileRule]}
        extra={person ? t('form.mobileReadOnly') : undefined}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={11} disabled={Boolean(person)} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: 64 }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {!person && (
        <Form.Item
          name="password"
          label={t('form.password')}
          extra={t('form.passwordHelp')}
          rules={[
            { required: true, message: t('form.passwordRequired') },
            {
              min: PASSWORD_MIN_LENGTH,
              max: PASSWORD_MAX_LENGTH,
              message: t('form.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
            },
            { validator: notCommon(t('form.passwordCommon')) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="jobNumber" label={t('form.jobNumber')} rules={[{ max: 32 }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="deptId" label={t('form.dept')}>
        <TreeSelect
          treeData={deptOptions}
          loading={deptsLoading}
          placeholder={t('form.deptPlaceholder')}
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="roleIds" label={t('form.roles')} extra={t('form.rolesHelp')}>
        <Select
          mode="multiple"
          options={roleOptions}
          loading={rolesLoading}
          placeholder={t('form.rolesPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="enabled"
        label={t('form.enabled')}
        valuePropName="checked"
        extra={t('form.enabledHelp')}
      >
        <Switch />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {person ? t('form.save') : t('form.add')}
        </Button>
      </Flex>
    </Form>
  );
}
