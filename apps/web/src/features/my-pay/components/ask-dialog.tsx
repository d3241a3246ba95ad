import type { DisputeItem } from '@gbo/contracts';
import { Alert, App, Descriptions, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useAskQuestion } from '@/features/my-pay/api/my-pay';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { itemText } from '@/features/my-pay/utils/labels';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';

const MESSAGE_MAX = 500;
const FIELDS = ['workDate', 'message'] as const;

/** What a question is about: a day (one of `days`, `day` first offered), or one line of the pay. */
export interface AskTarget {
  days: string[];
  day: string;
  item: DisputeItem | null;
}

interface AskValues {
  workDate: string;
  message: string;
}

/**
 * The worker questions a day of their pay, or one line of it, with a message for their line's supervisor. A
 * refusal shows on the field it names, in the server's words.
 */
export function AskDialog({ target, onClose }: { target: AskTarget | undefined; onClose: () => void }) {
  const { t } = useMyPayTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AskValues>();
  const ask = useAskQuestion();
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const submit = (values: AskValues) => {
    if (!target) return;
    setRefusal(undefined);
    ask.mutate(
      { workDate: values.workDate, item: target.item, message: values.message.trim() },
      {
        onSuccess: () => {
          void message.success(t('ask.sent'));
          close();
        },
        onError: (error) => {
          const text = errorMessage(error);
          const field = fieldErrorOf(text, FIELDS);
          if (field) form.setFields([{ name: field.path[0] as keyof AskValues, errors: [field.message] }]);
          else if (text) setRefusal(text);
        },
      },
    );
  };

  return (
    <FormModal<AskValues>
      open={target !== undefined}
      title={t('ask.title')}
      okText={t('ask.send')}
      cancelText={t('ask.cancel')}
      form={form}
      name="pay-question"
      initialValues={target && { workDate: target.day, message: '' }}
      onFinish={submit}
      submitting={ask.isPending}
      onCancel={close}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'what',
            label: t('ask.what'),
            children: target?.item ? itemText(target.item) : t('questions.wholeDay'),
          },
        ]}
      />
      <Form.Item
        name="workDate"
        label={t('ask.day')}
        rules={[{ required: true, message: t('ask.dayRequired') }]}
      >
        <Select options={(target?.days ?? []).map((day) => ({ value: day, label: day }))} />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('ask.message')}
        rules={[{ required: true, whitespace: true, message: t('ask.messageRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={MESSAGE_MAX}
          showCount
          placeholder={t('ask.messagePlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
