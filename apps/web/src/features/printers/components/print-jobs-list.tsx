import { PRINT_JOB_STATUSES, type PrintJob, type PrintJobStatus } from '@gbo/contracts';
import { Card, Flex, Select } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { ProblemText } from '@/components/problem-text';
import { useListView } from '@/components/use-list-view';
import { usePrinters, usePrintJobs } from '@/features/printers/api/printers';
import { PrintJobActions } from '@/features/printers/components/print-job-actions';
import { PrintJobTag } from '@/features/printers/components/print-job-tag';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import { jobProblem } from '@/features/printers/utils/job-problem';
import { kilobytes } from '@/features/printers/utils/job-status';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

const FIRST_PAGE: Paging = { page: 0, size: 20 };

function useJobColumns(): ListColumn<PrintJob>[] {
  const { t } = usePrintersTranslation();
  const when = (time: string | null) => (time ? formatDateTime(time) : '');
  return [
    { key: 'id', title: t('jobColumns.id'), width: 70, fixed: 'start', render: (row) => `#${row.id}` },
    {
      key: 'status',
      title: t('jobColumns.status'),
      width: 100,
      render: (row) => <PrintJobTag status={row.status} />,
    },
    { key: 'printer', title: t('jobColumns.printer'), width: 140, render: (row) => row.printerName },
    {
      key: 'lastError',
      title: t('jobColumns.lastError'),
      width: 260,
      render: (row) => {
        const problem = jobProblem(t, row);
        return problem && <ProblemText {...problem} />;
      },
    },
    {
      key: 'subject',
      title: t('jobColumns.subject'),
      width: 200,
      grow: true,
      render: (row) => `${t(`kinds.${row.kind}`)} · ${row.subject}`,
    },
    { key: 'labels', title: t('jobColumns.labels'), width: 80, align: 'end', render: (row) => row.labels },
    {
      key: 'size',
      title: t('jobColumns.size'),
      width: 90,
      align: 'end',
      render: (row) => kilobytes(row.bytes),
    },
    {
      key: 'attempts',
      title: t('jobColumns.attempts'),
      width: 90,
      align: 'end',
      render: (row) => row.attempts,
    },
    { key: 'createdBy', title: t('jobColumns.createdBy'), width: 110, render: (row) => row.createdBy },
    {
      key: 'createTime',
      title: t('jobColumns.createTime'),
      width: 150,
      render: (row) => when(row.createTime),
    },
    { key: 'sentTime', title: t('jobColumns.sentTime'), width: 150, render: (row) => when(row.sentTime) },
  ];
}

/** The factory's print jobs, newest first, by printer and status; read again while one is on its way. */
export function PrintJobsList() {
  const { t } = usePrintersTranslation();
  const [printerId, setPrinterId] = useState<number>();
  const [status, setStatus] = useState<PrintJobStatus>();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const view = useListView('print-jobs', useJobColumns());
  const printers = usePrinters();
  const { data, isFetching, refetch } = usePrintJobs({
    ...paging,
    ...(printerId !== undefined && { printerId }),
    ...(status && { status }),
  });
  const mayAct = usePermissionGuard(['admin', 'printer:job']);
  const filtered = printerId !== undefined || status !== undefined;
  const refilter = () => setPaging((current) => ({ ...current, page: 0 }));

  return (
    <Card size="small">
      <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
        <Flex gap="small" wrap>
          <Select<number>
            aria-label={t('jobs.filterPrinter')}
            placeholder={t('jobs.allPrinters')}
            allowClear
            style={{ minWidth: 160 }}
            value={printerId}
            onChange={(value) => {
              setPrinterId(value);
              refilter();
            }}
            options={(printers.data ?? []).map((printer) => ({ value: printer.id, label: printer.name }))}
          />
          <Select<PrintJobStatus>
            aria-label={t('jobs.filterStatus')}
            placeholder={t('jobs.allStatuses')}
            allowClear
            style={{ minWidth: 130 }}
            value={status}
            onChange={(value) => {
              setStatus(value);
              refilter();
            }}
            options={PRINT_JOB_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          />
        </Flex>
      </ListToolbar>
      <ListTable<PrintJob>
        view={view}
        page={data}
        loading={isFetching}
        paging={paging}
        onPagingChange={setPaging}
        totalText={(count) => t('jobs.total', { count })}
        emptyText={t(filtered ? 'jobs.filtered' : 'jobs.empty')}
        rowActions={mayAct ? (job) => <PrintJobActions job={job} /> : undefined}
      />
    </Card>
  );
}
