import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_SHIFT, DEFAULT_TARGET_EFFICIENCY, MAX_SHIFT_BREAKS } from '@gbo/contracts';
import { App, Button, Flex, Form, Input, InputNumber, Switch, TreeSelect, Typography } from 'antd';
import { FormModal } from '@/components/form-modal';
import { ClockTimePicker } from '@/components/time-picker';
import { useMemo, useState } from 'react';
import { useDeptTree } from '@/lib/lookups/depts';
import { useCreateDept, useUpdateDept } from '@/features/depts/api/save-dept';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import {
  type DeptFormTarget,
  type DeptFormValues,
  checkShift,
  initialValues,
  toPercent,
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

  const [breaksError, setBreaksError] = useState<string>();
  /** The contract's sentence about a shift in the user's language. */
  const describe = (message: string) => {
    const known: Record<string, string> = {
      'must be a time like 08:00': t('form.errors.time'),
      'must be after start': t('form.errors.afterStart'),
      'each break must be inside the shift': t('form.errors.breakInside'),
      'breaks must be in order and not overlap': t('form.errors.breaksInOrder'),
    };
    return known[message] ?? message;
  };

  const submit = (values: DeptFormValues) => {
    const issues = checkShift(values);
    const onList = issues.find((issue) => issue.name === 'breaks');
    setBreaksError(onList && describe(onList.message));
    if (issues.length > 0) {
      form.setFields(
        issues
          .filter((issue) => issue !== onList)
          .map((issue) => ({ name: issue.name, errors: [describe(issue.message)] })),
      );
      return;
    }
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
      <Form.Item
        label={t('form.shift')}
        extra={t('form.shiftHelp', {
          start: DEFAULT_SHIFT.start,
          end: DEFAULT_SHIFT.end,
          breakStart: DEFAULT_SHIFT.breaks[0]?.start,
          breakEnd: DEFAULT_SHIFT.breaks[0]?.end,
        })}
        style={{ marginBottom: 8 }}
      >
        <Flex gap="small" align="start" wrap>
          <Form.Item name="shiftStart" noStyle>
            <ClockTimePicker aria-label={t('form.shiftStart')} placeholder={t('form.start')} />
          </Form.Item>
          <Form.Item name="shiftEnd" noStyle>
            <ClockTimePicker aria-label={t('form.shiftEnd')} placeholder={t('form.end')} />
          </Form.Item>
        </Flex>
        <ShiftErrors names={['shiftStart', 'shiftEnd']} />
      </Form.Item>
      <Form.List name="breaks">
        {(fields, { add, remove }) => (
          <Form.Item label={t('form.breaks')}>
            <Flex vertical gap="small">
              {fields.map((field, index) => (
                <Flex key={field.key} vertical>
                  <Flex gap="small" align="start" wrap>
                    <Form.Item name={[field.name, 'start']} noStyle>
                      <ClockTimePicker
                        aria-label={t('form.breakStart', { n: index + 1 })}
                        placeholder={t('form.start')}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'end']} noStyle>
                      <ClockTimePicker
                        aria-label={t('form.breakEnd', { n: index + 1 })}
                        placeholder={t('form.end')}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('form.removeBreak', { n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                  <ShiftErrors
                    names={[
                      ['breaks', field.name, 'start'],
                      ['breaks', field.name, 'end'],
                    ]}
                  />
                </Flex>
              ))}
              {breaksError && <Typography.Text type="danger">{breaksError}</Typography.Text>}
              <div>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  disabled={fields.length >= MAX_SHIFT_BREAKS}
                  onClick={() => add({ start: null, end: null })}
                >
                  {t('form.addBreak')}
                </Button>
              </div>
            </Flex>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item
        name="targetPct"
        label={t('form.target')}
        extra={t('form.targetHelp', { pct: toPercent(DEFAULT_TARGET_EFFICIENCY) })}
      >
        <InputNumber min={1} max={200} precision={1} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

/** The problems set on the pickers by name (the pickers sit in `noStyle` items, which show none). */
function ShiftErrors({ names }: { names: (string | (string | number)[])[] }) {
  const form = Form.useFormInstance();
  const errors = Form.useWatch(() => names.flatMap((name) => form.getFieldError(name)), form) ?? [];
  return errors.length > 0 ? <Form.ErrorList errors={errors} /> : null;
}
