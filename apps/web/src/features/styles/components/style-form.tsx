import { CopyOutlined } from '@ant-design/icons';
import type { Style, StyleInput } from '@gbo/contracts';
import { App, Button, Col, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useFactoryPresets } from '@/features/styles/api/style-choices';
import { CopyProcessesDialog } from '@/features/styles/components/copy-processes-dialog';
import { CustomerSelect } from '@/features/styles/components/customer-select';
import { OrderMatrix } from '@/features/styles/components/order-matrix';
import { OrderedListEditor } from '@/features/styles/components/ordered-list-editor';
import { ProcessEditor } from '@/features/styles/components/process-editor';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { copiedProcessRows } from '@/features/styles/utils/process-rows';
import {
  checkStyle,
  initialStyleValues,
  placeIssue,
  STYLE_FIELDS,
  type StyleFormValues,
  type StyleIssue,
  toStyleBody,
} from '@/features/styles/utils/style-form';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';
import { DayPicker } from '@/components/day-picker';

/** Days as every screen writes them (lib/format), and as the API takes them. */
const DAY_FORMAT = 'YYYY-MM-DD';

/** The form's id: the drawer's Save button, outside it, submits it by this id. */
export const STYLE_FORM_ID = 'style-form';

interface StyleFormProps {
  /** The style edited; a new one without. */
  style?: Style;
  /** Sends the body; a refusal naming a field shows on it. */
  onSave: (body: StyleInput) => Promise<unknown>;
  /** Told once the form holds changes not saved, so closing it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A style: its header, ordered colours and sizes, the order quantities, and its processes with their rates.
 * Checked with the API's own schema before sending, each problem shown on its field or cell.
 */
export function StyleForm({ style, onSave, onDirtyChange }: StyleFormProps) {
  // Its own instance: each style opened starts from its own values.
  const [form] = Form.useForm<StyleFormValues>();
  // Opened, it holds nothing new (the drawer may have held an earlier form's changes).
  useEffect(() => onDirtyChange?.(false), [onDirtyChange]);
  const { t } = useStylesTranslation();
  const { message } = App.useApp();
  const presets = useFactoryPresets();
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [copying, setCopying] = useState(false);
  const colours = Form.useWatch('colours', form) ?? [];
  const sizes = Form.useWatch('sizes', form) ?? [];
  const processes = Form.useWatch('processes', form) ?? [];

  /** A problem in the clerk's language where the form knows the field; the server's sentence otherwise. */
  const describe = ({ path, message: said }: StyleIssue) => {
    const last = path.length > 2 && path[0] === 'processes' ? `process.${String(path[2])}` : String(path[0]);
    const known: Record<string, string> = {
      styleNo: t('errors.styleNo'),
      name: t('errors.name'),
      deliveryDate: t('errors.deliveryDate'),
      overcutPct: t('errors.overcutPct'),
      colours: t('errors.colours'),
      sizes: t('errors.sizes'),
      orderQty: t('errors.orderQty'),
      processes: t('errors.processes'),
      'process.name': t('errors.processName'),
      'process.rate': t('processes.rateInvalid'),
      'process.sizeRates': t('errors.sizeRate'),
      'process.dailyQuota': t('processes.quotaInvalid'),
      'process.sam': t('processes.samInvalid'),
    };
    return known[last] ?? said;
  };

  const show = (issues: StyleIssue[], translate: boolean) => {
    const fields = new Map<keyof StyleFormValues, string>();
    const cells: Record<string, string> = {};
    for (const issue of issues) {
      const place = placeIssue(issue.path);
      const text = translate ? describe(issue) : issue.message;
      if (!place) continue;
      if (place.cell) cells[place.cell] ??= text;
      else if (!fields.has(place.field)) fields.set(place.field, text);
    }
    setCellErrors(cells);
    form.setFields([...fields].map(([name, error]) => ({ name, errors: [error] })));
    if (Object.keys(cells).length > 0 && fields.size === 0)
      form.setFields([{ name: 'processes', errors: [t('errors.seeCells')] }]);
    form.scrollToField([...fields.keys()][0] ?? 'processes', { behavior: 'smooth', block: 'center' });
  };

  const submit = (values: StyleFormValues) => {
    const body = toStyleBody(values);
    const issues = checkStyle(body);
    if (issues.length > 0) return show(issues, true);
    setCellErrors({});
    onSave(body).catch((error: unknown) => {
      const field = fieldErrorOf(errorMessage(error), STYLE_FIELDS);
      if (field) show([field], false);
    });
  };

  return (
    <Form<StyleFormValues>
      form={form}
      name={STYLE_FORM_ID}
      layout="vertical"
      initialValues={initialStyleValues(style)}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => form.scrollToField(errorFields[0]?.name ?? 'styleNo')}
      onValuesChange={(changed: Partial<StyleFormValues>) => {
        onDirtyChange?.(true);
        if ('processes' in changed && Object.keys(cellErrors).length > 0) setCellErrors({});
      }}
      // Ctrl+Enter (⌘+Enter) saves from anywhere in the form.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          form.submit();
        }
      }}
    >
      <Section title={t('sections.style')}>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="styleNo"
              label={t('form.styleNo')}
              rules={[
                { required: true, whitespace: true, message: t('errors.styleNo') },
                { max: 32, message: t('errors.styleNo') },
              ]}
            >
              <Input autoComplete="off" autoFocus={!style} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={10}>
            <Form.Item
              name="name"
              label={t('form.name')}
              rules={[
                { required: true, whitespace: true, message: t('errors.name') },
                { max: 128, message: t('errors.name') },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="customerId" label={t('form.customer')}>
              <CustomerSelect currentName={style?.customerName} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="orderNo" label={t('form.orderNo')} rules={[{ max: 64 }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={12} lg={5}>
            <Form.Item
              name="deliveryDate"
              label={t('form.deliveryDate')}
              // The form keeps the day as the API's text; the picker works with dayjs.
              getValueProps={(day?: string) => ({ value: day ? dayjs(day, DAY_FORMAT) : undefined })}
              normalize={(day?: Dayjs | null) => (day ? day.format(DAY_FORMAT) : '')}
            >
              <DayPicker format={DAY_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={12} lg={5}>
            <Form.Item
              name="overcutPct"
              label={t('form.overcutPct')}
              tooltip={t('form.overcutHelp')}
              rules={[{ pattern: /^\s*\d{0,2}(\.\d{1,2})?\s*$/, message: t('errors.overcutPct') }]}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item
              name="finalInspection"
              label={t('form.finalInspection')}
              tooltip={t('form.finalInspectionHelp')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} lg={16}>
            <Form.Item name="note" label={t('form.note')} rules={[{ max: 500 }]}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title={t('sections.lists')}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="colours" label={t('form.colours')} extra={t('form.coloursHelp')}>
              <OrderedListEditor kind="colour" presets={presets.data?.colours ?? []} maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="sizes" label={t('form.sizes')} extra={t('form.sizesHelp')}>
              <OrderedListEditor kind="size" presets={presets.data?.sizes ?? []} maxLength={16} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title={t('sections.order')}>
        <Form.Item name="orderCells" extra={t('form.orderQtyHelp')}>
          <OrderMatrix colours={colours} sizes={sizes} />
        </Form.Item>
      </Section>

      <Section
        title={t('sections.processes')}
        extra={
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => setCopying(true)}>
            {t('copy.button')}
          </Button>
        }
      >
        <Form.Item name="processes" extra={t('form.processesHelp')}>
          <ProcessEditor sizes={sizes} errors={cellErrors} />
        </Form.Item>
      </Section>

      <CopyProcessesDialog
        open={copying}
        excludeId={style?.id}
        current={processes.length}
        onClose={() => setCopying(false)}
        onCopy={(copied, from) => {
          form.setFieldValue('processes', copiedProcessRows(copied, sizes));
          setCellErrors({});
          void message.success(t('copy.done', { count: copied.length, from }));
        }}
      />
    </Form>
  );
}

/** A part of the form under its heading, with its own tools at the right. */
function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 8 }}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}
