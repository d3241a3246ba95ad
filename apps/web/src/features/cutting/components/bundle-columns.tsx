import type { Bundle } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ListColumn } from '@/components/list-column';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { plyRange } from '@/features/cutting/utils/ticket-fields';

/** A bundle's state: active, or void with its reason. */
export function BundleStatusTag({ bundle }: { bundle: Bundle }) {
  const { t } = useCuttingTranslation();
  if (bundle.status === 'active') return <Tag color="success">{t('bundles.status.active')}</Tag>;
  return (
    <Flex gap={4} align="center" style={{ minWidth: 0 }}>
      <Tag color="error">{t('bundles.status.void')}</Tag>
      {bundle.voidReason && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: bundle.voidReason }}>
          {bundle.voidReason}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The bundles list's columns, in bundle-number order (the API's order). */
export function useBundleColumns(): ListColumn<Bundle>[] {
  const { t } = useCuttingTranslation();
  return [
    {
      key: 'bundleNo',
      title: t('bundles.columns.bundleNo'),
      width: 110,
      fixed: 'start',
      card: 'title',
      render: (bundle) => (
        <Flex gap={6} align="center">
          <Typography.Text strong delete={bundle.status === 'void'}>
            {bundle.bundleNo}
          </Typography.Text>
          {bundle.recut && <Tag color="processing">{t('bundles.recut')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'ticketNo',
      title: t('bundles.columns.ticketNo'),
      width: 100,
      render: (bundle) => bundle.ticketNo,
    },
    { key: 'style', title: t('bundles.columns.style'), width: 110, render: (bundle) => bundle.styleNo },
    {
      key: 'bed',
      title: t('bundles.columns.bed'),
      width: 70,
      align: 'end',
      render: (bundle) => bundle.bedNo,
    },
    { key: 'colour', title: t('bundles.columns.colour'), width: 110, render: (bundle) => bundle.colour },
    { key: 'size', title: t('bundles.columns.size'), width: 70, render: (bundle) => bundle.size },
    { key: 'qty', title: t('bundles.columns.qty'), width: 70, align: 'end', render: (bundle) => bundle.qty },
    { key: 'plies', title: t('bundles.columns.plies'), width: 80, render: (bundle) => plyRange(bundle) },
    { key: 'dyeLot', title: t('bundles.columns.dyeLot'), width: 100, render: (bundle) => bundle.dyeLot },
    { key: 'shade', title: t('bundles.columns.shade'), width: 70, render: (bundle) => bundle.shade },
    {
      key: 'status',
      title: t('bundles.columns.status'),
      width: 150,
      render: (bundle) => <BundleStatusTag bundle={bundle} />,
    },
    {
      key: 'printCount',
      title: t('bundles.columns.printCount'),
      width: 90,
      render: (bundle) =>
        bundle.printCount === 0 ? (
          <Typography.Text type="warning">{t('bundles.notPrinted')}</Typography.Text>
        ) : (
          t('bundles.printedTimes', { count: bundle.printCount })
        ),
    },
    {
      key: 'note',
      title: t('bundles.columns.note'),
      width: 140,
      grow: true,
      render: (bundle) => bundle.note,
    },
  ];
}
