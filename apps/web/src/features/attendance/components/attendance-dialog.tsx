import type { AttendanceRow } from '@gbo/contracts';
import { Alert, App, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { ClockTimePicker } from '@/components/time-picker';
import { useSaveAttendance } from '@/features/attendance/api/attendance';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';
import {
  type AttendanceValues,
  clockOutProblem,
  toAttendanceInput,
  workerLabel,
} from '@/features/attendance/utils/attendance';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';

/** What an empty time picker shows: the format it takes. */
const TIME_PLACEHOLDER = 'HH:mm';
const FIELDS = ['clockIn', 'clockOut', 'minutes'] as const;

/** The form's own values: the times as the pickers hold them (`HH:MM`). */
interface DialogValues {
  clockIn?: string | null;
  clockOut?: string | null;
  minutes?: number | null;
}

const toValues = (values: DialogValues): AttendanceValues => ({
  clockIn: values.clockIn ?? null,
  clockOut: values.clockOut ?? null,
  minutes: values.minutes ?? null,
});

/**
 * Corrects a worker's day (attendance:edit): clock-in and clock-out, or the minutes worked, which count
 * instead. Checked as the API does; a refusal shows on the field it names, in the server's words.
 */
export function AttendanceDialog({ row, onClose }: { row: AttendanceRow | undefined; onClose: () => void }) {
  const { t } = useAttendanceTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DialogValues>();
  const save = useSaveAttendance();
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const submit = (values: DialogValues) => {
    if (!row) return;
    setRefusal(undefined);
    const name = workerLabel(row);
    save.mutate(toAttendanceInput(row, toValues(values)), {
      onSuccess: () => {
        void message.success(t('edit.saved', { name, day: row.workDate }));
        close();
      },
      onError: (error) => {
        const text = errorMessage(error);
        const field = fieldErrorOf(text, FIELDS);
        if (field) form.setFields([{ name: field.path[0] as keyof DialogValues, errors: [field.message] }]);
        else if (text) setRefusal(text);
      },
    });
  };

  // Enter in a picker confirms its time only: Save saves the day (issue 25).
  const picker = <ClockTimePicker placeholder={TIME_PLACEHOLDER} style={{ width: '100%' }} />;

  return (
    <FormModal<DialogValues>
      open={row !== undefined}
      title={row && t('edit.title', { name: workerLabel(row), day: row.workDate })}
      okText={t('edit.save')}
      cancelText={t('edit.cancel')}
      form={form}
      name="attendance-edit"
      initialValues={row && { clockIn: row.clockIn, clockOut: row.clockOut, minutes: row.minutes }}
      onFinish={submit}
      submitting={save.isPending}
      onCancel={close}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="clockIn" label={t('edit.clockIn')}>
        {picker}
      </Form.Item>
      <Form.Item
        name="clockOut"
        label={t('edit.clockOut')}
        dependencies={['clockIn']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, clockOut: string | null | undefined) => {
              const problem = clockOutProblem({
                clockIn: (getFieldValue('clockIn') as string | null | undefined) ?? null,
                clockOut: clockOut ?? null,
                minutes: null,
              });
              return problem ? Promise.reject(new Error(t(`edit.${problem}`))) : Promise.resolve();
            },
          }),
        ]}
      >
        {picker}
      </Form.Item>
      <Form.Item
        name="minutes"
        label={t('edit.minutes')}
        extra={t('edit.minutesHelp')}
        rules={[{ type: 'integer', min: 0, max: 1440, message: t('edit.minutesRule') }]}
      >
        <InputNumber min={0} max={1440} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
