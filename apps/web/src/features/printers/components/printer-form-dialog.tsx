import {
  MAX_DARKNESS,
  MAX_PRINT_SPEED,
  MIN_PRINT_SPEED,
  type Printer,
  printerHostSchema,
} from '@gbo/contracts';
import { App, Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useCreatePrinter, useUpdatePrinter } from '@/features/printers/api/printers';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import {
  initialPrinterValues,
  PRINTER_FIELDS,
  type PrinterFormValues,
  toPrinterCreate,
} from '@/features/printers/utils/printer-form';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';

/** What the dialog is open for: a new printer, or one to edit. */
export type PrinterFormTarget = { mode: 'add' } | { mode: 'edit'; printer: Printer };

interface PrinterFormDialogProps {
  target: PrinterFormTarget | undefined;
  onClose: () => void;
}

/** Adds or edits a label printer; a refusal naming a field shows there. */
export function PrinterFormDialog({ target, onClose }: PrinterFormDialogProps) {
  const { t } = usePrintersTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PrinterFormValues>();
  const create = useCreatePrinter();
  const update = useUpdatePrinter();
  const editing = target?.mode === 'edit' ? target.printer : undefined;
  const protocol = Form.useWatch('protocol', form) ?? 'tspl';

  const submit = (values: PrinterFormValues) => {
    const body = toPrinterCreate(values);
    const done = () => {
      void message.success(t(editing ? 'messages.saved' : 'messages.added', { name: body.name }));
      onClose();
    };
    const refused = (error: unknown) => {
      const field = fieldErrorOf(errorMessage(error), PRINTER_FIELDS);
      if (field)
        form.setFields([{ name: field.path[0] as keyof PrinterFormValues, errors: [field.message] }]);
    };
    if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: done, onError: refused });
    else create.mutate(body, { onSuccess: done, onError: refused });
  };

  const required = { required: true, message: t('form.required') };
  const mm = (min: number, max: number) => (
    <InputNumber min={min} max={max} step={0.5} precision={1} style={{ width: '100%' }} />
  );

  return (
    <FormModal<PrinterFormValues>
      open={target !== undefined}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
      okText={editing ? t('form.save') : t('form.add')}
      cancelText={t('form.cancel')}
      form={form}
      name="printer-form"
      initialValues={target && initialPrinterValues(editing)}
      onFinish={submit}
      submitting={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: 64 }]}
      >
        <Input autoComplete="off" autoFocus placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="protocol" label={t('form.protocol')}>
        <Select
          options={[
            { value: 'tspl', label: t('protocols.tspl') },
            { value: 'zpl', label: t('protocols.zpl') },
          ]}
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          name="host"
          label={t('form.host')}
          style={{ flex: '2 1 200px' }}
          rules={[
            { required: true, whitespace: true, message: t('form.hostRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || printerHostSchema.safeParse(value).success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.hostInvalid'))),
            },
          ]}
        >
          <Input autoComplete="off" inputMode="url" placeholder="192.168.1.50" />
        </Form.Item>
        <Form.Item
          name="port"
          label={t('form.port')}
          style={{ flex: '1 1 100px' }}
          tooltip={t('form.portHelp')}
          rules={[required]}
        >
          <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="dpi" label={t('form.dpi')}>
        <Radio.Group
          options={[
            { value: 203, label: t('form.dpi203') },
            { value: 300, label: t('form.dpi300') },
          ]}
        />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item name="widthMm" label={`${t('form.width')} (mm)`} style={{ flex: 1 }} rules={[required]}>
          {mm(20, 120)}
        </Form.Item>
        <Form.Item name="heightMm" label={`${t('form.height')} (mm)`} style={{ flex: 1 }} rules={[required]}>
          {mm(10, 300)}
        </Form.Item>
        <Form.Item name="gapMm" label={`${t('form.gap')} (mm)`} style={{ flex: 1 }} rules={[required]}>
          {mm(0, 20)}
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="darkness"
          label={t('form.darkness')}
          extra={t('form.darknessHelp', { max: MAX_DARKNESS[protocol] })}
          style={{ flex: '1 1 160px' }}
        >
          <InputNumber min={0} max={MAX_DARKNESS[protocol]} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="speed"
          label={t('form.speed')}
          extra={t('form.speedHelp')}
          style={{ flex: '1 1 160px' }}
        >
          <InputNumber min={MIN_PRINT_SPEED} max={MAX_PRINT_SPEED} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="cjkFont"
        label={t('form.cjkFont')}
        valuePropName="checked"
        extra={t('form.cjkFontHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="defaultFor" label={t('form.defaultFor')}>
        <Checkbox.Group
          options={[
            { value: 'tickets', label: t('uses.tickets') },
            { value: 'cartons', label: t('uses.cartons') },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
