import { MAX_BUNDLE_NO, type ProductionGrid } from '@gbo/contracts';
import { Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { FilterBar } from '@/components/filter-bar';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { useStyleChoices } from '@/lib/lookups/styles';

/** The grid's filters as the bar sets them (the page sends them to `GET api/production`). */
export interface ProductionFilters {
  colour?: string;
  sizeName?: string;
  bundleNo?: number | null;
  finished?: 'true' | 'false';
}

/** A style, found by number or name. */
function StyleSelect({ value, onChange }: { value?: number; onChange: (value: number | undefined) => void }) {
  const { t } = useProductionTranslation();
  const [text, setText] = useState('');
  const { data, isFetching } = useStyleChoices(text);
  return (
    <Select
      id="production-search_styleId"
      value={value}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('grid.filter.stylePlaceholder')}
      loading={isFetching}
      options={data?.content.map((style) => ({ value: style.id, label: `${style.styleNo} ${style.name}` }))}
      onChange={onChange}
    />
  );
}

interface ProductionFilterBarProps {
  /** The chosen style's beds, colours and sizes (every bundle of the style). */
  overview: ProductionGrid | undefined;
  /** The style the page shows (the page keeps it: the subject, not a filter Reset clears). */
  styleId: number | undefined;
  onStyleChange: (styleId: number | undefined) => void;
  /** The bed chosen, here or on the summary's cards (the page keeps it). */
  cutOrderId: number | undefined;
  onBedChange: (cutOrderId: number | undefined) => void;
  onSearch: (filters: ProductionFilters) => void;
}

/** Style first, then bed, colour, size, bundle number and finished or not; choices apply at once. */
export function ProductionFilterBar({
  overview,
  styleId,
  onStyleChange,
  cutOrderId,
  onBedChange,
  onSearch,
}: ProductionFilterBarProps) {
  const { t } = useProductionTranslation();
  const colours = overview?.colours ?? [];
  const sizes = overview?.sizes ?? [];
  const noStyle = overview === undefined;
  return (
    <FilterBar<ProductionFilters>
      name="production-search"
      instant={['colour', 'sizeName', 'finished']}
      onSearch={onSearch}
      onReset={() => onBedChange(undefined)}
    >
      <Form.Item label={t('grid.filter.style')} htmlFor="production-search_styleId">
        <StyleSelect value={styleId} onChange={onStyleChange} />
      </Form.Item>
      <Form.Item label={t('grid.filter.bed')}>
        <Select
          aria-label={t('grid.filter.bed')}
          allowClear
          disabled={noStyle}
          value={cutOrderId}
          placeholder={t('grid.filter.allBeds')}
          options={overview?.cutOrders.map((order) => ({
            value: order.cutOrderId,
            label: t('summary.bed', { bedNo: order.bedNo }),
          }))}
          onChange={(value: number | undefined) => onBedChange(value)}
        />
      </Form.Item>
      <Form.Item name="colour" label={t('grid.filter.colour')}>
        <Select
          allowClear
          disabled={noStyle}
          placeholder={t('grid.filter.any')}
          options={colours.map((colour) => ({ value: colour, label: colour }))}
        />
      </Form.Item>
      <Form.Item name="sizeName" label={t('grid.filter.size')}>
        <Select
          allowClear
          disabled={noStyle}
          placeholder={t('grid.filter.any')}
          options={sizes.map((size) => ({ value: size, label: size }))}
        />
      </Form.Item>
      <Form.Item name="bundleNo" label={t('grid.filter.bundleNo')}>
        <InputNumber min={1} max={MAX_BUNDLE_NO} precision={0} disabled={noStyle} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="finished" label={t('grid.filter.finished')}>
        <Select
          allowClear
          disabled={noStyle}
          placeholder={t('grid.filter.any')}
          options={[
            { value: 'false', label: t('grid.filter.unfinished') },
            { value: 'true', label: t('grid.filter.finishedOnly') },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
}
