import { PRODUCTION_PAGE_SIZE } from '@gbo/contracts';
import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-toolbar';
import {
  exportProduction,
  type ProductionParams,
  useBreakdown,
  useProduction,
  useStyleOverview,
} from '@/features/production/api/production';
import { BreakdownTable } from '@/features/production/components/breakdown-table';
import { BundleGrid } from '@/features/production/components/bundle-grid';
import { CutOrderSummary } from '@/features/production/components/cut-order-summary';
import { ProcessProgress } from '@/features/production/components/process-progress';
import {
  type ProductionFilters,
  ProductionFilterBar,
} from '@/features/production/components/production-filter-bar';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { slowestSeq } from '@/features/production/utils/grid-cell';

/** The filters as the API's query, blanks left out. */
function toParams(
  styleId: number | undefined,
  filters: ProductionFilters,
  cutOrderId: number | undefined,
): ProductionParams {
  const params: ProductionParams = {};
  if (styleId !== undefined) params.styleId = styleId;
  if (cutOrderId !== undefined) params.cutOrderId = cutOrderId;
  if (filters.colour) params.colour = filters.colour;
  if (filters.sizeName) params.sizeName = filters.sizeName;
  if (filters.bundleNo !== undefined && filters.bundleNo !== null) params.bundleNo = filters.bundleNo;
  if (filters.finished) params.finished = filters.finished;
  return params;
}

/**
 * Bundle production detail (`/work/list`): for a style (or one of its beds), how far each bed, each process
 * and each bundle is, the slowest process of each bed marked, a process's progress per colour × size, and the
 * bundle × process grid with who did each cell.
 */
export function ProductionPage() {
  const { t } = useProductionTranslation();
  const [styleId, setStyleId] = useState<number>();
  const [filters, setFilters] = useState<ProductionFilters>({});
  const [cutOrderId, setCutOrderId] = useState<number>();
  const [paging, setPaging] = useState({ page: 0, size: PRODUCTION_PAGE_SIZE });
  const [seq, setSeq] = useState<number>();
  const overview = useStyleOverview(styleId);
  const params = toParams(styleId, filters, cutOrderId);
  const query = { ...params, ...paging };
  const grid = useProduction(query);
  const breakdown = useBreakdown(params, styleId === undefined ? undefined : seq);
  const data = styleId === undefined ? undefined : grid.data;
  // Another style: its own beds, colours and sizes (the filter bar starts afresh).
  const chooseStyle = (id: number | undefined) => {
    setStyleId(id);
    setFilters({});
    setCutOrderId(undefined);
    setSeq(undefined);
    setPaging({ ...paging, page: 0 });
  };
  const chooseBed = (id: number | undefined) => {
    setCutOrderId(id);
    setPaging({ ...paging, page: 0 });
  };
  const narrowed = Object.keys(params).some((key) => key !== 'styleId');
  const process = data?.processes.find((candidate) => candidate.seq === seq);
  const slowest = data && slowestSeq(data.processes);

  return (
    <ListPage>
      <ProductionFilterBar
        key={styleId ?? 0}
        overview={styleId === undefined ? undefined : overview.data}
        styleId={styleId}
        onStyleChange={chooseStyle}
        cutOrderId={cutOrderId}
        onBedChange={chooseBed}
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
      />
      {styleId === undefined ? (
        <Card size="small">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.pickStyle')} />
        </Card>
      ) : (
        <>
          <Card
            size="small"
            title={t('summary.title')}
            extra={
              overview.data && (
                <Typography.Text type="secondary">
                  {t('summary.styleTotal', {
                    done: overview.data.totals.finishedQty,
                    qty: overview.data.totals.qty,
                  })}
                </Typography.Text>
              )
            }
          >
            {overview.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : overview.data?.cutOrders.length ? (
              <CutOrderSummary
                cutOrders={overview.data.cutOrders}
                selected={cutOrderId}
                onSelect={chooseBed}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.none')} />
            )}
          </Card>
          <Flex gap="middle" wrap align="start">
            <Card
              size="small"
              title={t('processes.title')}
              style={{ flex: '1 1 420px', minWidth: 0 }}
              extra={<Typography.Text type="secondary">{t('processes.hint')}</Typography.Text>}
            >
              {!data ? (
                <Skeleton active />
              ) : data.processes.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('processes.none')} />
              ) : (
                <ProcessProgress
                  processes={data.processes}
                  selected={seq}
                  onSelect={setSeq}
                  slowest={slowest}
                />
              )}
            </Card>
            {process && data && (
              <Card
                size="small"
                title={t('breakdown.title', { process: `${process.seq} ${process.name}` })}
                style={{ flex: '1 1 420px', minWidth: 0 }}
              >
                {breakdown.data?.breakdown.some((row) => row.seq === process.seq) ? (
                  <BreakdownTable process={process} rows={breakdown.data.breakdown} />
                ) : breakdown.isFetching ? (
                  <Skeleton active paragraph={{ rows: 2 }} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('breakdown.none')} />
                )}
              </Card>
            )}
          </Flex>
          <Card size="small">
            <ListToolbar
              onRefresh={() => {
                void grid.refetch();
                void overview.refetch();
              }}
              refreshing={grid.isFetching}
              extra={<ExportButton fileBase="production" download={() => exportProduction(query)} />}
            >
              <Typography.Text type="secondary">
                {data && t('grid.totals', { done: data.totals.finishedQty, qty: data.totals.qty })}
              </Typography.Text>
              <Flex gap={4} wrap aria-label={t('grid.legend')}>
                <Tag>{t('grid.state.none')}</Tag>
                <Tag color="warning">{t('grid.state.partial')}</Tag>
                <Tag color="success">{t('grid.state.done')}</Tag>
              </Flex>
            </ListToolbar>
            <BundleGrid
              grid={data}
              loading={grid.isFetching}
              paging={paging}
              onPagingChange={setPaging}
              emptyText={narrowed ? t('grid.empty.noMatch') : t('grid.empty.none')}
            />
          </Card>
        </>
      )}
    </ListPage>
  );
}
