import { BUNDLE_STATUSES, type BundleQuery, MAX_BUNDLE_NO } from '@gbo/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { FilterBar } from '@/components/filter-bar';
import { useCutOrderOptions } from '@/features/cutting/api/cut-order-options';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { useStyleChoices } from '@/lib/lookups/styles';

/** The bundles list's filters, as `GET api/bundles` takes them. */
export type BundleFilters = Pick<
  Partial<BundleQuery>,
  'cutOrderId' | 'styleId' | 'bundleNo' | 'ticketNo' | 'colour' | 'sizeName' | 'status'
>;

/** Blank text as no filter. */
export function toBundleFilters(values: BundleFilters): BundleFilters {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    cutOrderId: values.cutOrderId ?? undefined,
    styleId: values.styleId ?? undefined,
    bundleNo: values.bundleNo ?? undefined,
    ticketNo: values.ticketNo ?? undefined,
    colour: text(values.colour),
    sizeName: text(values.sizeName),
    status: values.status ?? undefined,
  };
}

/** Cut order and style are chosen (applied at once); numbers and text apply on Enter or Search. */
export function BundleFilterBar({ onSearch }: { onSearch: (filters: BundleFilters) => void }) {
  const { t } = useCuttingTranslation();
  const [cutOrderText, setCutOrderText] = useState('');
  const [styleText, setStyleText] = useState('');
  const cutOrders = useCutOrderOptions(cutOrderText);
  const styles = useStyleChoices(styleText);
  return (
    <FilterBar<BundleFilters>
      name="bundle-search"
      instant={['cutOrderId', 'styleId', 'status']}
      onSearch={(values) => onSearch(toBundleFilters(values))}
    >
      <Form.Item name="cutOrderId" label={t('bundles.filter.cutOrder')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: setCutOrderText }}
          placeholder={t('bundles.filter.any')}
          loading={cutOrders.isFetching}
          options={cutOrders.data?.content.map((order) => ({
            value: order.id,
            label: t('bundles.add.cutOrderOption', {
              styleNo: order.styleNo,
              bedNo: order.bedNo,
              cutDate: order.cutDate,
            }),
          }))}
        />
      </Form.Item>
      <Form.Item name="styleId" label={t('bundles.filter.style')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: setStyleText }}
          placeholder={t('bundles.filter.any')}
          loading={styles.isFetching}
          options={styles.data?.content.map((style) => ({
            value: style.id,
            label: `${style.styleNo} ${style.name}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="bundleNo" label={t('bundles.filter.bundleNo')}>
        <InputNumber min={1} max={MAX_BUNDLE_NO} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="ticketNo" label={t('bundles.filter.ticketNo')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="colour" label={t('bundles.filter.colour')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="sizeName" label={t('bundles.filter.size')}>
        <Input allowClear maxLength={16} />
      </Form.Item>
      <Form.Item name="status" label={t('bundles.filter.status')}>
        <Select
          allowClear
          placeholder={t('bundles.filter.any')}
          options={BUNDLE_STATUSES.map((status) => ({ value: status, label: t(`bundles.status.${status}`) }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
