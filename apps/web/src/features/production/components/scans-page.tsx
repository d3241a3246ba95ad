import type { Scan } from '@gbo/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { exportScans, useScans } from '@/features/production/api/scans';
import { RecordScansDialog } from '@/features/production/components/record-scans-dialog';
import { ScanActions } from '@/features/production/components/scan-actions';
import { useScanColumns } from '@/features/production/components/scan-columns';
import { ScanFilterBar } from '@/features/production/components/scan-filter-bar';
import { ScanTotals } from '@/features/production/components/scan-totals';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import {
  defaultScanFilters,
  isNarrowed,
  type ScanFilters,
  toScanParams,
} from '@/features/production/utils/scan-query';
import { formatDate } from '@/lib/format';
import { Permission } from '@/lib/permission-guard';
import { usePermissionGuard } from '@/lib/permission';

/**
 * Scan data detail (`/work/detail`): every scan of the filters with their pieces and amount, undone by a
 * supervisor, exported for payroll; a supervisor records the tickets collected at the end of a shift.
 */
export function ScansPage() {
  const { t } = useProductionTranslation();
  const [initial] = useState(() => defaultScanFilters(formatDate(new Date().toISOString())));
  const [filters, setFilters] = useState<ScanFilters>(initial);
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const [recording, setRecording] = useState(false);
  const view = useListView('scans', useScanColumns());
  const query = { ...toScanParams(filters), ...paging };
  const { data, isFetching, refetch } = useScans(query);
  const mayUndo = usePermissionGuard(['admin', 'scan:undo']);

  return (
    <ListPage>
      <ScanFilterBar
        initial={initial}
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
      />
      <Card size="small">
        <ListToolbar
          view={view}
          onRefresh={() => void refetch()}
          refreshing={isFetching}
          extra={
            <Permission roles={['admin', 'scan:export']}>
              <ExportButton fileBase="scans" download={() => exportScans(query)} />
            </Permission>
          }
        >
          <Permission roles={['admin', 'scan:add']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRecording(true)}>
              {t('record.open')}
            </Button>
          </Permission>
        </ListToolbar>
        <div style={{ marginBottom: 12 }}>
          <ScanTotals page={data} />
        </div>
        <ListTable<Scan>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          totalText={(count) => t('scans.total', { count })}
          emptyText={isNarrowed(filters) ? t('scans.empty.noMatch') : t('scans.empty.none')}
          rowActions={mayUndo ? (scan) => <ScanActions scan={scan} /> : undefined}
        />
      </Card>
      <RecordScansDialog open={recording} onClose={() => setRecording(false)} />
    </ListPage>
  );
}
