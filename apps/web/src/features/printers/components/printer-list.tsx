import { PlusOutlined } from '@ant-design/icons';
import type { Printer, PrintJob } from '@gbo/contracts';
import { Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { usePrinters, useTestPrinter } from '@/features/printers/api/printers';
import { PrinterActions } from '@/features/printers/components/printer-actions';
import {
  PrinterFormDialog,
  type PrinterFormTarget,
} from '@/features/printers/components/printer-form-dialog';
import { TestPrintDialog } from '@/features/printers/components/test-print-dialog';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

function usePrinterColumns(): ListColumn<Printer>[] {
  const { t } = usePrintersTranslation();
  return [
    { key: 'name', title: t('columns.name'), width: 180, fixed: 'start', render: (row) => row.name },
    { key: 'protocol', title: t('columns.protocol'), width: 90, render: (row) => row.protocol.toUpperCase() },
    {
      key: 'address',
      title: t('columns.address'),
      width: 170,
      render: (row) => `${row.host}:${row.port}`,
    },
    { key: 'dpi', title: t('columns.dpi'), width: 70, render: (row) => row.dpi },
    {
      key: 'label',
      title: t('columns.label'),
      width: 120,
      render: (row) => t('labelSize', { width: row.widthMm, height: row.heightMm }),
    },
    {
      key: 'defaults',
      title: t('columns.defaults'),
      width: 180,
      grow: true,
      render: (row) => (
        <Flex gap={4} wrap>
          {row.defaultFor.map((use) => (
            <Tag key={use} color={use === 'tickets' ? 'purple' : 'cyan'}>
              {t(`uses.${use}`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'createTime',
      title: t('columns.createTime'),
      width: 150,
      render: (row) => formatDateTime(row.createTime),
    },
  ];
}

/** The factory's label printers: add, edit, delete (asking first), test print. */
export function PrinterList() {
  const { t } = usePrintersTranslation();
  const [target, setTarget] = useState<PrinterFormTarget>();
  const [testJob, setTestJob] = useState<PrintJob>();
  const test = useTestPrinter();
  const view = useListView('printers', usePrinterColumns());
  const { data, isFetching, refetch } = usePrinters();
  const mayAct = usePermissionGuard(['admin', 'printer:edit', 'printer:del', 'printer:test']);
  const mayAdd = usePermissionGuard(['admin', 'printer:add']);
  const page = data && { content: data, totalElements: data.length };

  return (
    <Card size="small">
      <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
        {mayAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setTarget({ mode: 'add' })}
          >
            {t('actions.add')}
          </Button>
        )}
      </ListToolbar>
      <ListTable<Printer>
        view={view}
        page={page}
        loading={isFetching}
        totalText={(count) => t('table.total', { count })}
        emptyText={t(mayAdd ? 'empty.noneAdd' : 'empty.none')}
        rowActions={
          mayAct
            ? (printer) => (
                <PrinterActions
                  printer={printer}
                  onEdit={(row) => setTarget({ mode: 'edit', printer: row })}
                  onTest={(row) => test.mutate(row.id, { onSuccess: setTestJob })}
                />
              )
            : undefined
        }
      />
      <PrinterFormDialog target={target} onClose={() => setTarget(undefined)} />
      <TestPrintDialog job={testJob} onClose={() => setTestJob(undefined)} />
    </Card>
  );
}
