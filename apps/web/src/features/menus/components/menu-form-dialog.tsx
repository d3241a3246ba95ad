import { MENU_TYPES, type MenuDto } from '@gbo/contracts';
import { App, Col, Form, type FormRule, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { useCreateMenu, useUpdateMenu } from '@/features/menus/api/menus';
import { IconSelect } from '@/features/menus/components/icon-select';
import { ParentMenuSelect } from '@/features/menus/components/parent-menu-select';
import {
  menuFieldProblem,
  type MenuFormValues,
  toMenuFormValues,
  toMenuRequest,
  visibleMenuFields,
} from '@/features/menus/utils/menu-form';

interface MenuFormDialogProps {
  open: boolean;
  /** The menu to edit; absent to add one. */
  menu?: MenuDto;
  onClose: () => void;
}

const half = { xs: 24, sm: 12 };

/** Adds or edits a menu; the fields follow the type, as in eladmin's menu form. */
export function MenuFormDialog({ open, menu, onClose }: MenuFormDialogProps) {
  const { t } = useTranslation('menus');
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const type = Form.useWatch('type', form) ?? menu?.type ?? MENU_TYPES.directory;
  const iFrame = Form.useWatch('iFrame', form) ?? menu?.iFrame ?? false;
  const shown = visibleMenuFields(type === 1 || type === 2 ? type : 0, iFrame);
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const titleLabel = type === MENU_TYPES.button ? t('form.buttonTitle') : t('form.title');
  const titleZhLabel = type === MENU_TYPES.button ? t('form.buttonTitleZh') : t('form.titleZh');

  const required = (field: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field }),
  });
  const ruleOf = (field: 'path' | 'component', label: string): FormRule => ({
    validator: () => {
      const problem = menuFieldProblem(field, form.getFieldsValue());
      if (problem === 'required') return Promise.reject(new Error(t('form.required', { field: label })));
      if (problem === 'webLink') return Promise.reject(new Error(t('form.webLink')));
      return Promise.resolve();
    },
  });

  const done = (text: string) => {
    void message.success(text);
    onClose();
  };
  const submit = (values: MenuFormValues) => {
    const body = toMenuRequest(values);
    if (menu) update.mutate({ id: menu.id, ...body }, { onSuccess: () => done(t('message.saved')) });
    else create.mutate(body, { onSuccess: () => done(t('message.added')) });
  };

  return (
    <FormModal
      open={open}
      title={menu ? t('form.editTitle') : t('form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      width={640}
      form={form}
      initialValues={toMenuFormValues(menu)}
      scrollToFirstError
      onFinish={submit}
      submitting={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <Form.Item name="type" label={t('type.label')}>
        <Radio.Group
          optionType="button"
          options={[0, 1, 2].map((value) => ({ value, label: t(`type.${value as 0 | 1 | 2}`) }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label={titleLabel} rules={[required(titleLabel)]}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col {...half}>
          {/* Optional: without it the Chinese UI shows the English title. */}
          <Form.Item name="titleZh" label={titleZhLabel} extra={t('form.titleZhHint')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        {shown.has('icon') && (
          <Col {...half}>
            <Form.Item name="icon" label={t('form.icon')}>
              <IconSelect />
            </Form.Item>
          </Col>
        )}
        {shown.has('permission') && (
          <Col {...half}>
            <Form.Item name="permission" label={t('form.permission')}>
              <Input maxLength={128} placeholder={t('form.permissionPlaceholder')} />
            </Form.Item>
          </Col>
        )}
        {shown.has('path') && (
          <Col {...half}>
            <Form.Item
              name="path"
              label={t('form.path')}
              required
              dependencies={['iFrame', 'type']}
              rules={[ruleOf('path', t('form.path'))]}
            >
              <Input maxLength={255} placeholder={t('form.pathPlaceholder')} />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item
            name="menuSort"
            label={t('form.menuSort')}
            rules={[
              { required: true, message: t('form.required', { field: t('form.menuSort') }) },
              { type: 'integer', min: 0, max: 999_999, message: t('form.sortRange') },
            ]}
          >
            <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {shown.has('componentName') && (
          <Col {...half}>
            <Form.Item name="componentName" label={t('form.componentName')}>
              <Input maxLength={64} placeholder={t('form.componentNamePlaceholder')} />
            </Form.Item>
          </Col>
        )}
        {shown.has('component') && (
          <Col {...half}>
            <Form.Item
              name="component"
              label={t('form.component')}
              required
              dependencies={['iFrame', 'type']}
              rules={[ruleOf('component', t('form.component'))]}
            >
              <Input maxLength={255} placeholder={t('form.componentPlaceholder')} />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item
            name="pid"
            label={t('form.parent')}
            rules={[{ required: true, message: t('form.parentRequired') }]}
          >
            <ParentMenuSelect editingId={menu?.id} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {shown.has('iFrame') && (
          <Col xs={12} sm={8}>
            <Form.Item name="iFrame" label={t('form.iFrame')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
        {shown.has('cache') && (
          <Col xs={12} sm={8}>
            <Form.Item name="cache" label={t('form.cache')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
        {shown.has('visible') && (
          <Col xs={12} sm={8}>
            <Form.Item name="visible" label={t('form.visible')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormModal>
  );
}
