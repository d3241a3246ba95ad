import { ADJUSTMENT_KINDS, type AdjustmentKind } from '@gbo/contracts';
import { Alert, App, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useSaveAdjustment } from '@/features/wages/api/wages';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import {
  type AdjustmentFormValues,
  amountProblem,
  MAX_NOTE_LENGTH,
  toAdjustmentInput,
} from '@/features/wages/utils/adjustment-form';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';
import { useIsMobile } from '@/lib/use-is-mobile';
import { DayPicker } from '@/components/day-picker';

const MONTH_FORMAT = 'YYYY-MM';

/** The form's own values: the month as the picker holds it. */
type DialogValues = Omit<AdjustmentFormValues, 'month'> & { month: Dayjs };

/** The adjustment being added (no id) or edited, for one worker. */
export interface AdjustmentTarget {
  workerId: number;
  workerName: string;
  id?: number;
  values: AdjustmentFormValues;
}

/**
 * Adds or edits a subsidy, bonus or deduction of a worker's month. The amount is checked as the clerk types
 * (as the API does); a refusal (a settled month) shows on the field it names, in the server's words.
 */
export function AdjustmentDialog({ target, onClose }: { target?: AdjustmentTarget; onClose: () => void }) {
  const { t } = useWagesTranslation();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<DialogValues>();
  const save = useSaveAdjustment();
  const [refusal, setRefusal] = useState<string>();
  const editing = target?.id !== undefined;

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const submit = ({ month, ...values }: DialogValues) => {
    if (!target) return;
    setRefusal(undefined);
    const input = toAdjustmentInput(target.workerId, { ...values, month: month.format(MONTH_FORMAT) });
    save.mutate(
      { ...input, id: target.id },
      {
        onSuccess: () => {
          void message.success(
            t(editing ? 'adjustments.saved' : 'adjustments.added', {
              name: target.workerName,
              month: input.month,
            }),
          );
          close();
        },
        onError: (error) => {
          const text = errorMessage(error);
          const field = fieldErrorOf(text, ['month', 'kind', 'amount', 'note']);
          if (field) form.setFields([{ name: field.path[0] as keyof DialogValues, errors: [field.message] }]);
          else if (text) setRefusal(text);
        },
      },
    );
  };

  return (
    <FormModal<DialogValues>
      open={target !== undefined}
      title={
        target && t(editing ? 'adjustments.editTitle' : 'adjustments.addTitle', { name: target.workerName })
      }
      okText={t(editing ? 'adjustments.save' : 'adjustments.add')}
      cancelText={t('adjustments.cancel')}
      form={form}
      name="wage-adjustment"
      initialValues={target && { ...target.values, month: dayjs(`${target.values.month}-01`) }}
      onFinish={submit}
      submitting={save.isPending}
      onCancel={close}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="month"
        label={t('adjustments.form.month')}
        extra={t('adjustments.form.monthHelp')}
        rules={[{ required: true, message: t('adjustments.form.monthRequired') }]}
      >
        <DayPicker picker="month" format={MONTH_FORMAT} allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="kind" label={t('adjustments.form.kind')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size={mobile ? 'large' : undefined}
          options={ADJUSTMENT_KINDS.map((kind: AdjustmentKind) => ({
            value: kind,
            label: t(`kind.${kind}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('adjustments.form.amount')}
        required
        extra={t('adjustments.form.amountHelp')}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = amountProblem(value);
              return problem
                ? Promise.reject(new Error(t(`adjustments.form.amountProblem.${problem}`)))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" autoComplete="off" autoFocus maxLength={12} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('adjustments.form.note')}
        rules={[
          { max: MAX_NOTE_LENGTH, message: t('adjustments.form.noteTooLong', { max: MAX_NOTE_LENGTH }) },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={MAX_NOTE_LENGTH}
          showCount
          placeholder={t('adjustments.form.notePlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
