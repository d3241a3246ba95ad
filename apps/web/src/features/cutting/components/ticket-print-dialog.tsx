import type {
  Printer,
  PrintJob,
  TicketPrintPreview,
  TicketPrintRequest,
  TicketTemplate,
} from '@gbo/contracts';
import {
  Alert,
  App,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Spin,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useConfirm } from '@/components/use-confirm';
import { useLabelPrinters } from '@/lib/lookups/label-printers';
import { downloadTicketLabels, type TicketLabelFile } from '@/features/cutting/api/label-printers';
import {
  findBundleIds,
  previewPrint,
  useDefaultTemplate,
  usePrintTickets,
  useSendTickets,
} from '@/features/cutting/api/ticket-print';
import { LabelJobState } from '@/features/cutting/components/label-job-state';
import { TicketLabelFileSection } from '@/features/cutting/components/ticket-label-file';
import { TicketPrinterFields } from '@/features/cutting/components/ticket-printer-fields';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { formatNumberRanges, parseBundleNumbers } from '@/features/cutting/utils/bundle-numbers';
import { followOnLabels } from '@/features/cutting/utils/ticket-fields';
import { planTicketPrint, type TicketPrintValues } from '@/features/cutting/utils/ticket-request';
import {
  defaultTicketPrinter,
  labelFileName,
  templateOfPrinter,
} from '@/features/cutting/utils/ticket-printer';
import type { TicketWords } from '@/features/cutting/utils/ticket-sheet';
import { printElement } from '@/lib/print';
import { saveFile } from '@/lib/save-file';

export interface TicketPrintDialogProps {
  open: boolean;
  onClose: () => void;
  /** Print this cut order's bundles (all, a range or picked numbers)… */
  cutOrderId?: number;
  /** …or these bundles. */
  bundleIds?: number[];
}

/** The labels a print's process lists add after its tickets (the 60×40 label lists none on itself). */
export function extraLabels(preview: TicketPrintPreview, template: TicketTemplate): number {
  return preview.beds.reduce((sum, bed) => sum + bed.tickets * followOnLabels(bed.processes, template), 0);
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
  const confirm = useConfirm();
  const [form] = Form.useForm<TicketPrintValues>();
  const print = usePrintTickets();
  const send = useSendTickets();
  const { template, loading } = useDefaultTemplate(open);
  // The printers come when they come: the browser print needs none of them.
  const { printers, loading: printersLoading } = useLabelPrinters(open);
  const pick = Form.useWatch('pick', form);
  const destination = Form.useWatch('destination', form);
  const printerId = Form.useWatch('printerId', form);
  const printer = printers.find((candidate) => candidate.id === printerId);
  const toPrinter = destination === 'printer' && printers.length > 0;
  // The job of tickets sent to a label printer, followed in the dialog.
  const [job, setJob] = useState<PrintJob>();
  const [downloading, setDownloading] = useState(false);
  const chosenTemplate = Form.useWatch('template', form);
  const listProcesses = Form.useWatch('withProcesses', form);
  const forCutOrder = cutOrderId !== undefined;
  // Checking what the print would print, then fetching its pages: how many tickets have come of how many.
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  /**
   * Asks before a print that reprints tickets (how many, how often each) or whose process lists take
   * follow-on labels; true to go on.
   */
  const confirmed = (preview: TicketPrintPreview, body: TicketPrintRequest) => {
    const again = preview.printedBefore.reduce((sum, group) => sum + group.tickets, 0);
    const extra = body.withProcesses ? extraLabels(preview, body.template) : 0;
    if (again === 0 && extra === 0) return Promise.resolve(true);
    const lines: string[] = [];
    if (again > 0) {
      lines.push(t('tickets.confirm.printedBefore', { count: again, total: preview.total }));
      for (const group of preview.printedBefore)
        lines.push(`· ${t('tickets.confirm.times', { count: group.printCount, tickets: group.tickets })}`);
    }
    if (extra > 0) lines.push(t('tickets.confirm.followOn', { count: extra, labels: preview.total + extra }));
    if (preview.voided > 0) lines.push(t('tickets.confirm.voided', { count: preview.voided }));
    return new Promise<boolean>((resolve) => {
      confirm({
        title: again > 0 ? t('tickets.confirm.reprintTitle') : t('tickets.confirm.title'),
        content: (
          <div data-testid="ticket-print-confirm">
            {lines.map((line) => (
              <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
                {line}
              </Typography.Paragraph>
            ))}
          </div>
        ),
        okText: again > 0 ? t('tickets.confirm.reprint') : t('tickets.print'),
        cancelText: t('tickets.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };

  useEffect(() => {
    if (open) void loadSheet();
  }, [open]);
  const close = () => {
    setJob(undefined);
    onClose();
  };
  // The factory's default template and printer arrive after the dialog opened: taken unless the clerk chose
  // already. The tickets' default printer sets the template from its label size.
  useEffect(() => {
    if (!open || loading || printersLoading) return;
    const preset = defaultTicketPrinter(printers);
    if (!form.isFieldTouched('destination'))
      form.setFieldsValue({
        destination: preset ? 'printer' : 'browser',
        printerId: (preset ?? printers[0])?.id,
      });
    if (!form.isFieldTouched('template'))
      form.setFieldsValue({ template: (preset && templateOfPrinter(preset)) ?? template });
  }, [open, loading, printersLoading, template, printers, form]);
  // A label printer prints labels: an A4 choice turns to the printer's label.
  useEffect(() => {
    if (toPrinter && chosenTemplate === 'a4')
      form.setFieldsValue({ template: (printer && templateOfPrinter(printer)) ?? 'label80x60' });
  }, [toPrinter, chosenTemplate, printer, form]);

  const printerPicked = (picked: Printer) => {
    const preset = templateOfPrinter(picked);
    if (preset) form.setFieldsValue({ template: preset });
  };

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

  /** The request the choices make (picked numbers looked up to ids); none when they are not valid. */
  const requestOf = async (values: TicketPrintValues): Promise<TicketPrintRequest | undefined> => {
    const plan = planTicketPrint(values, { cutOrderId, bundleIds });
    if (plan.kind === 'invalid') return undefined;
    if (plan.kind === 'print') return plan.body;
    const { ids, missing } = await findBundleIds(plan.cutOrderId, plan.numbers);
    if (missing.length === 0)
      return { template: plan.template, withProcesses: plan.withProcesses, bundleIds: ids };
    form.setFields([
      {
        name: 'numbers',
        errors: [t('tickets.form.numbersMissing', { numbers: formatNumberRanges(missing) })],
      },
    ]);
    return undefined;
  };

  const download = async (file: TicketLabelFile) => {
    const values = await form.validateFields();
    const body = await requestOf({ ...form.getFieldsValue(true), ...values } as TicketPrintValues);
    if (!body) return;
    setDownloading(true);
    try {
      const labels = await downloadTicketLabels(body, file);
      const name = labels.name ?? labelFileName(undefined, file.protocol, new Date());
      saveFile(labels.file, name);
      void message.success(t('tickets.file.saved', { file: name }));
    } finally {
      setDownloading(false);
    }
  };

  const run = async (values: TicketPrintValues) => {
    const body = await requestOf(values);
    if (!body) return;
    setChecking(true);
    let preview: TicketPrintPreview;
    try {
      preview = await previewPrint(body);
    } finally {
      setChecking(false);
    }
    if (preview.total === 0) {
      void message.warning(t('tickets.messages.nothing'));
      return;
    }
    if (!(await confirmed(preview, body))) return;
    if (toPrinter && values.printerId !== undefined) {
      const result = await send.mutateAsync({ ...body, printerId: values.printerId });
      if (result.job) {
        setJob(result.job);
        void message.success(
          t('tickets.printer.sent', { count: preview.total, printer: result.job.printerName }),
        );
      }
      return;
    }
    setProgress({ done: 0, total: preview.total });
    let pages;
    try {
      pages = await print.mutateAsync({ body, onProgress: (done, total) => setProgress({ done, total }) });
    } finally {
      setProgress(undefined);
    }
    const sheet = await loadSheet();
    const first = pages[0];
    const tickets = pages.flatMap((page) => sheet.attachProcesses(page));
    if (!first || tickets.length === 0) {
      void message.warning(t('tickets.messages.nothing'));
      return;
    }
    // Never put in the page: the sheet's @page rules apply in the print frame only.
    const host = document.createElement('div');
    host.innerHTML = sheet.ticketSheetHtml(
      { factoryName: first.factoryName, template: first.template, tickets },
      { withProcesses: values.withProcesses, words },
    );
    await printElement(
      host,
      t('tickets.printTitle', {
        styleNo: tickets[0]?.styleNo ?? '',
        numbers: formatNumberRanges(tickets.map((ticket) => ticket.bundleNo)),
      }),
    );
    void message.success(t('tickets.messages.printed', { count: tickets.length }));
    close();
  };

  const submit = (values: TicketPrintValues) => {
    // A failed request was already reported by the HTTP client.
    run(values).catch(() => undefined);
  };

  return (
    <FormModal<TicketPrintValues>
      open={open}
      title={t('tickets.title')}
      okText={toPrinter ? t('tickets.printer.send') : t('tickets.print')}
      cancelText={t('tickets.cancel')}
      form={form}
      name="ticket-print"
      initialValues={{ template, pick: 'all', withProcesses: false }}
      onFinish={submit}
      submitting={checking || print.isPending || send.isPending}
      onCancel={close}
    >
      {loading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        <>
          <TicketPrinterFields
            printers={printers}
            destination={destination}
            onPrinterPicked={printerPicked}
          />
          <Form.Item name="template" label={t('tickets.form.template')}>
            <Radio.Group
              options={[
                { value: 'label60x40', label: t('tickets.templates.label60x40') },
                { value: 'label80x60', label: t('tickets.templates.label80x60') },
                { value: 'a4', label: t('tickets.templates.a4'), disabled: toPrinter },
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
          {chosenTemplate === 'label60x40' && listProcesses && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('tickets.form.smallLabelProcesses')}
            />
          )}
          <TicketLabelFileSection
            key={toPrinter ? printer?.id : undefined}
            printer={toPrinter ? printer : undefined}
            disabled={chosenTemplate === 'a4'}
            downloading={downloading}
            onDownload={(file) => void download(file).catch(() => undefined)}
          />
          {job && <LabelJobState queued={job} />}
          {progress && (
            <div role="status" aria-live="polite">
              <Typography.Text type="secondary">
                {t('tickets.progress', { done: progress.done, total: progress.total })}
              </Typography.Text>
              <Progress
                percent={progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0}
                aria-label={t('tickets.progressLabel')}
              />
            </div>
          )}
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
