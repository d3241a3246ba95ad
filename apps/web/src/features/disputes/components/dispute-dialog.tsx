import type { Dispute } from '@gbo/contracts';
import { Alert, App, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useAnswerDispute } from '@/features/disputes/api/disputes';
import { useDisputesTranslation } from '@/features/disputes/hooks/use-disputes-translation';
import { itemLabel, workerLabel } from '@/features/disputes/utils/disputes';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';

const ANSWER_MAX = 500;
const FIELDS = ['answer'] as const;

interface DialogValues {
  answer: string;
}

/**
 * Answers a worker's pay question (dispute:answer), or amends the answer given. A refusal shows on the field
 * it names, in the server's words; the list and the open count refresh after.
 */
export function DisputeDialog({ row, onClose }: { row: Dispute | undefined; onClose: () => void }) {
  const { t } = useDisputesTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DialogValues>();
  const answer = useAnswerDispute();
  const [refusal, setRefusal] = useState<string>();
  const name = row ? workerLabel(row) : '';
  const day = row?.workDate ?? '';

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const submit = (values: DialogValues) => {
    if (!row) return;
    setRefusal(undefined);
    answer.mutate(
      { id: row.id, answer: values.answer.trim() },
      {
        onSuccess: () => {
          void message.success(t('answer.done', { name, day }));
          close();
        },
        onError: (error) => {
          const text = errorMessage(error);
          const field = fieldErrorOf(text, FIELDS);
          if (field) form.setFields([{ name: 'answer', errors: [field.message] }]);
          else if (text) setRefusal(text);
        },
      },
    );
  };

  return (
    <FormModal<DialogValues>
      open={row !== undefined}
      title={row && t(row.status === 'answered' ? 'answer.amendTitle' : 'answer.title', { name, day })}
      okText={t('answer.save')}
      cancelText={t('answer.cancel')}
      form={form}
      name="dispute-answer"
      initialValues={row && { answer: row.answer ?? '' }}
      onFinish={submit}
      submitting={answer.isPending}
      onCancel={close}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      {row && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'item',
              label: t('columns.item'),
              children: row.item ? itemLabel(row.item) : t('wholeDay'),
            },
            { key: 'question', label: t('answer.question'), children: row.message },
          ]}
        />
      )}
      <Form.Item
        name="answer"
        label={t('answer.answer')}
        extra={t('answer.help')}
        rules={[{ required: true, whitespace: true, message: t('answer.required') }]}
      >
        <Input.TextArea rows={4} maxLength={ANSWER_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
