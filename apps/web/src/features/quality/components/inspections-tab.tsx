import type { QcInspection } from '@gbo/contracts';
import { Card, Flex } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { exportInspections, useInspections } from '@/features/quality/api/qc';
import { InspectionActions } from '@/features/quality/components/inspection-actions';
import { useInspectionColumns } from '@/features/quality/components/inspection-columns';
import { InspectionDefects } from '@/features/quality/components/inspection-defects';
import { InspectionFilterBar } from '@/features/quality/components/inspection-filter-bar';
import { InspectionTotals } from '@/features/quality/components/inspection-totals';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import {
  type InspectionFilters,
  isNarrowed,
  toInspectionParams,
} from '@/features/quality/utils/inspection-query';
import { formatDate } from '@/lib/format';
import { Permission } from '@/lib/permission-guard';

/** The list opens on the last week of work days, today included. */
const DEFAULT_DAYS = 7;

/** The inspections of the filters, newest first, with their totals; each opens on its defects. */
export function InspectionsTab() {
  const { t } = useQualityTranslation();
  const [initial] = useState<InspectionFilters>(() => {
    const today = formatDate(new Date().toISOString());
    return {
      from: dayjs(today)
        .subtract(DEFAULT_DAYS - 1, 'day')
        .format('YYYY-MM-DD'),
      to: today,
    };
  });
  const [filters, setFilters] = useState(initial);
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const view = useListView('qc-inspections', useInspectionColumns());
  const query = { ...toInspectionParams(filters), ...paging };
  const { data, isFetching, refetch } = useInspections(query);

  return (
    <Flex vertical gap={12}>
      <InspectionFilterBar
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
            <Permission roles={['admin', 'qc:export']}>
              <ExportButton fileBase="qc-inspections" download={() => exportInspections(query)} />
            </Permission>
          }
        />
        <div style={{ marginBottom: 12 }}>
          <InspectionTotals page={data} />
        </div>
        <ListTable<QcInspection>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          totalText={(count) => t('office.total', { count })}
          emptyText={isNarrowed(filters) ? t('office.empty.noMatch') : t('office.empty.none')}
          rowActions={(inspection) => <InspectionActions inspection={inspection} />}
          details={{
            render: (inspection) => <InspectionDefects inspection={inspection} />,
            label: (inspection) =>
              t('office.showDefects', {
                bundleNo: inspection.bundleNo,
                time: formatDate(inspection.inspectedAt),
              }),
          }}
        />
      </Card>
    </Flex>
  );
}
