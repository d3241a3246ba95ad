import type { CutPreview } from '@gbo/contracts';
import { Alert, Card, Empty, Flex, Spin, Statistic } from 'antd';
import { useState } from 'react';
import { CutOrderBundleTable } from '@/features/cutting/components/cut-order-bundle-table';
import { PieceMatrixTable, ProgressMatrixTable } from '@/features/cutting/components/cut-order-matrix-table';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { buildMatrix, bundleRange, progressMatrix } from '@/features/cutting/utils/cut-order-matrix';

interface CutOrderPreviewProps {
  preview: CutPreview | undefined;
  /** The style's colours and sizes: the matrices' order. */
  colours: readonly string[];
  sizes: readonly string[];
  /** This bed's colours in lay order (the piece matrix's rows). */
  layColours: readonly string[];
  loading: boolean;
  /** Why what shows is not the bed as typed (problems, or not finished): the last preview is dimmed. */
  staleText?: string;
  /** The server's refusal that names no field. */
  error?: string;
}

/** The bed as it would be generated: totals, the piece matrix, the style's order left to cut, the bundles. */
export function CutOrderPreview({
  preview,
  colours,
  sizes,
  layColours,
  loading,
  staleText,
  error,
}: CutOrderPreviewProps) {
  const { t } = useCuttingTranslation();
  const [paging, setPaging] = useState({ current: 1, pageSize: 50 });
  if (!preview) {
    return (
      <Card size="small" title={t('cutOrders.preview.title')}>
        <Spin spinning={loading}>
          {error ? (
            <Alert type="error" showIcon title={error} />
          ) : staleText ? (
            <Alert type="warning" showIcon title={staleText} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cutOrders.preview.empty')} />
          )}
        </Spin>
      </Card>
    );
  }
  const first = preview.bundles[0]?.bundleNo;
  const last = preview.bundles.at(-1)?.bundleNo;
  const matrix = buildMatrix(preview.bundles, layColours, sizes);
  const progress = progressMatrix(
    { ordered: preview.orderQty, cutBefore: preview.cutQty, thisBed: preview.bundles },
    colours,
    sizes,
  );
  return (
    <Card size="small" title={t('cutOrders.preview.title')} aria-busy={loading}>
      <Spin spinning={loading} delay={200}>
        <Flex vertical gap="middle" style={{ opacity: staleText ? 0.55 : 1 }}>
          {error && <Alert type="error" showIcon title={error} />}
          {staleText && !error && <Alert type="warning" showIcon title={staleText} />}
          <Flex wrap gap="large" aria-live="polite">
            <Statistic title={t('cutOrders.preview.bedNo')} value={preview.bedNo} />
            <Statistic title={t('cutOrders.preview.pieces')} value={preview.totalQty} />
            <Statistic title={t('cutOrders.preview.bundles')} value={preview.totalBundles} />
            <Statistic title={t('cutOrders.preview.bundleNos')} value={bundleRange(first, last) || '–'} />
          </Flex>
          <PieceMatrixTable matrix={matrix} caption={t('cutOrders.preview.matrixCaption')} />
          <ProgressMatrixTable progress={progress} />
          <CutOrderBundleTable
            bundles={preview.bundles}
            pagination={{
              ...paging,
              pageSizeOptions: [20, 50, 100, 500],
              onChange: (current, pageSize) => setPaging({ current, pageSize }),
            }}
          />
        </Flex>
      </Spin>
    </Card>
  );
}
