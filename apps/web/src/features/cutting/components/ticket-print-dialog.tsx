import type { TicketPrintRequest } from '@gbo/contracts';
import { App, Checkbox, Flex, Form, Input, InputNumber, Radio, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { FormModal } from '@/components/form-modal';
import { findBundleIds, useDefaultTemplate, usePrintTickets } from '@/features/cutting/api/ticket-print';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { formatNumberRanges, parseBundleNumbers } from '@/features/cutting/utils/bundle-numbers';
import { planTicketPrint, type TicketPrintValues } from '@/features/cutting/utils/ticket-request';
import type { TicketWords } from '@/features/cutting/utils/ticket-sheet';
import { printElement } from '@/lib/print';

export interface TicketPrintDialogProps {
  open: boolean;
  onClose: () => void;
  /** Print this cut order's bundles (all, a range or picked numbers)… */
  cutOrderId?: number;
  /** …or these bundles. */
  bundleIds?: number[];
}

/** The ticket markup and its QR code library: downloaded with the dialog, never with the login page. */
const loadSheet = () => import('@/features/cutting/utils/ticket-sheet');

/**
 * Prints bundle tickets: the template (defaulting to the factory's), which bundles, whether to list the
 * processes. Print records the print on the server, which answers the tickets; they are rendered as plain
 * markup with their own print CSS and printed through the shell's print helper.
 */
export function TicketPrintDialog({ open, onClose, cutOrderId, bundleIds }: TicketPrintDialogProps) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TicketPrintValues>();
  const print = usePrintTickets();
  const { template, loading } = useDefaultTemplate(open);
  const pick = Form.useWatch('pick', form);
  const forCutOrder = cutOrderId !== undefined;

  useEffect(() => {
    if (open) void loadSheet();
  }, [open]);
  // The factory's default arrives after the dialog opened: taken unless the clerk chose already.
  useEffect(() => {
    if (open && !loading && !form.isFieldTouched('template')) form.setFieldsValue({ template });
  }, [open, loading, template, form]);

  const words: TicketWords = {
    bundle: t('tickets.words.bundle'),
    bed: t('tickets.words.bed'),
    colour: t('tickets.words.colour'),
    size: t('tickets.words.size'),
    qty: t('tickets.words.qty'),
    plies: t('tickets.words.plies'),
    dyeLot: t('tickets.words.dyeLot'),
    shade: t('tickets.words.shade'),
    recut: t('tickets.words.recut'),
    void: t('tickets.words.void'),
    processesPage: (page, pages) =>
      pages > 1 ? t('tickets.words.processesPage', { page, pages }) : t('tickets.words.processes'),
  };

  const run = async (values: TicketPrintValues) => {
    const plan = planTicketPrint(values, { cutOrderId, bundleIds });
    if (plan.kind === 'invalid') return;
    let body: TicketPrintRequest;
    if (plan.kind === 'lookUp') {
      const { ids, missing } = await findBundleIds(plan.cutOrderId, plan.numbers);
      if (missing.length > 0) {
        form.setFields([
          {
            name: 'numbers',
            errors: [t('tickets.form.numbersMissing', { numbers: formatNumberRanges(missing) })],
          },
        ]);
        return;
      }
      body = { template: plan.template, withProcesses: plan.withProcesses, bundleIds: ids };
    } else body = plan.body;
    const [sheet, result] = await Promise.all([loadSheet(), print.mutateAsync(body)]);
    if (result.tickets.length === 0) {
      void message.warning(t('tickets.messages.nothing'));
      return;
    }
    // Never put in the page: the sheet's @page rules apply in the print frame only.
    const host = document.createElement('div');
    host.innerHTML = sheet.ticketSheetHtml(result, { withProcesses: values.withProcesses, words });
    const first = result.tickets[0];
    await printElement(
      host,
      t('tickets.printTitle', {
        styleNo: first?.styleNo ?? '',
        numbers: formatNumberRanges(result.tickets.map((ticket) => ticket.bundleNo)),
      }),
    );
    void message.success(t('tickets.messages.printed', { count: result.tickets.length }));
    onClose();
  };

  const submit = (values: TicketPrintValues) => {
    // A failed request was already reported by the HTTP client.
    run(values).catch(() => undefined);
  };

  return (
    <FormModal<TicketPrintValues>
      open={open}
      title={t('tickets.title')}
      okText={t('tickets.print')}
      cancelText={t('tickets.cancel')}
      form={form}
      name="ticket-print"
      initialValues={{ template, pick: 'all', withProcesses: false }}
      onFinish={submit}
      submitting={print.isPending}
      onCancel={onClose}
    >
      {loading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        <>
          <Form.Item name="template" label={t('tickets.form.template')}>
            <Radio.Group
              options={[
                { value: 'label60x40', label: t('tickets.templates.label60x40') },
                { value: 'label80x60', label: t('tickets.templates.label80x60') },
                { value: 'a4', label: t('tickets.templates.a4') },
              ]}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
          {forCutOrder ? (
            <>
              <Form.Item name="pick" label={t('tickets.form.which')}>
                <Radio.Group
                  options={[
                    { value: 'all', label: t('tickets.form.all') },
                    { value: 'range', label: t('tickets.form.range') },
                    { value: 'numbers', label: t('tickets.form.numbers') },
                  ]}
                />
              </Form.Item>
              {pick === 'range' && <RangeFields />}
              {pick === 'numbers' && (
                <Form.Item
                  name="numbers"
                  label={t('tickets.form.numbersLabel')}
                  extra={t('tickets.form.numbersHelp')}
                  rules={[
                    {
                      validator: (_, text: string | undefined) => {
                        const picked = parseBundleNumbers(text ?? '');
                        return picked.ok
                          ? Promise.resolve()
                          : Promise.reject(
                              new Error(
                                t(`tickets.form.numbersProblem.${picked.problem}`, {
                                  part: picked.part ?? '',
                                }),
                              ),
                            );
                      },
                    },
                  ]}
                >
                  <Input placeholder="3, 7-9" autoComplete="off" inputMode="text" />
                </Form.Item>
              )}
            </>
          ) : (
            <Typography.Paragraph>
              {t('tickets.form.selected', { count: bundleIds?.length ?? 0 })}
            </Typography.Paragraph>
          )}
          <Form.Item name="withProcesses" valuePropName="checked" extra={t('tickets.form.withProcessesHelp')}>
            <Checkbox>{t('tickets.form.withProcesses')}</Checkbox>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

/** From and to bundle numbers; either may be left empty (from the first, to the last). */
function RangeFields() {
  const { t } = useCuttingTranslation();
  return (
    <Flex gap="middle">
      <Form.Item name="from" label={t('tickets.form.from')} style={{ flex: 1 }}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('tickets.form.to')}
        style={{ flex: 1 }}
        dependencies={['from']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, to: number | null | undefined) => {
              const from = (getFieldValue('from') as number | null | undefined) ?? undefined;
              const last = to ?? undefined;
              if (last === undefined && from === undefined)
                return Promise.reject(new Error(t('tickets.form.rangeEmpty')));
              if (last !== undefined && from !== undefined && last < from)
                return Promise.reject(new Error(t('tickets.form.rangeOrder')));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Flex>
  );
}
