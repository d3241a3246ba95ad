import type { CutPreview } from '@gbo/contracts';
import { Alert, Button, Col, Flex, Form, Input, Row, Space, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useConfirm } from '@/components/use-confirm';
import {
  CutOrderBedFields,
  CutOrderRatioField,
  CutOrderSplitFields,
  fieldItem,
  StyleFacts,
} from '@/features/cutting/components/cut-order-form-fields';
import { CutOrderLaysGrid } from '@/features/cutting/components/cut-order-lays-grid';
import { CutOrderPreview } from '@/features/cutting/components/cut-order-preview';
import { CutOrderStyleSelect } from '@/features/cutting/components/cut-order-style-select';
import { useCutOrderForm } from '@/features/cutting/hooks/use-cut-order-form';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { useIsMobile } from '@/lib/use-is-mobile';

/**
 * A new cutting bed: the style, bed and marker, the ratio per size, how stacks become bundles and the lays,
 * with the bed's bundles previewed beside it as the clerk types. Generate (or Ctrl/⌘+Enter) saves it. The
 * state and rules are the form's model (hooks/use-cut-order-form); the fields are cut-order-form-fields.
 */
export function CutOrderForm({
  onCreated,
  onCancel,
  onDirtyChange,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved, so closing it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useCuttingTranslation();
  const mobile = useIsMobile();
  const confirm = useConfirm();
  const model = useCutOrderForm({ onCreated, onDirtyChange });
  const { values, set, errors, previewData } = model;

  const generate = () =>
    void model.generate((checked, proceed) => {
      confirm({
        title: t('cutOrders.form.overCutTitle'),
        content: <OverCutList preview={checked} />,
        okText: t('cutOrders.form.overCutOk'),
        cancelText: t('cutOrders.form.cancel'),
        onOk: proceed,
      });
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generate();
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={10}>
          <Form layout="vertical" component="div" name="cut-order" disabled={model.saving}>
            {model.general && (
              <Alert type="error" showIcon title={model.general} style={{ marginBottom: 16 }} />
            )}
            <Form.Item label={t('cutOrders.form.style')} required {...fieldItem(errors, 'styleId')}>
              <CutOrderStyleSelect
                id="cut-order-styleId"
                value={values.styleId}
                onChange={model.chooseStyle}
                placeholder={t('cutOrders.form.stylePlaceholder')}
                autoFocus
              />
            </Form.Item>
            <StyleFacts style={model.chosen} />
            <CutOrderBedFields model={model} />
            <CutOrderRatioField model={model} />
            <CutOrderSplitFields model={model} />
            <Form.Item label={t('cutOrders.form.lays')} required>
              <CutOrderLaysGrid
                rows={values.lays}
                colours={model.colours}
                errors={errors}
                disabled={model.saving || !values.styleId}
                onChange={(lays) => set({ lays })}
              />
            </Form.Item>
            <Form.Item label={t('cutOrders.form.note')} {...fieldItem(errors, 'note')}>
              <Input.TextArea
                id="cut-order-note"
                value={values.note ?? ''}
                maxLength={500}
                autoSize={{ minRows: 1, maxRows: 4 }}
                onChange={(event) => set({ note: event.target.value })}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} xl={14}>
          <CutOrderPreview
            preview={previewData}
            colours={model.colours}
            sizes={model.sizes}
            layColours={model.layColours}
            loading={model.preview.isFetching}
            staleText={model.staleText}
            error={model.previewError}
          />
        </Col>
      </Row>
      <Flex
        justify="end"
        gap="small"
        wrap
        style={{
          zIndex: 10,
          position: 'sticky',
          bottom: 0,
          paddingBlock: 12,
          marginTop: 16,
          background: 'var(--ant-color-bg-elevated, #fff)',
        }}
      >
        {!mobile && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center', marginInlineEnd: 'auto' }}>
            {t('cutOrders.form.shortcut')}
          </Typography.Text>
        )}
        <Space>
          <Button onClick={onCancel}>{t('cutOrders.form.cancel')}</Button>
          <Button type="primary" loading={model.saving || model.checking} onClick={generate}>
            {previewData && model.valid
              ? t('cutOrders.form.generateCount', { count: previewData.totalBundles })
              : t('cutOrders.form.generate')}
          </Button>
        </Space>
      </Flex>
    </div>
  );
}

/** The cells a bed takes past order + allowance, each with its pieces and share over the order. */
function OverCutList({ preview }: { preview: CutPreview }) {
  const { t } = useCuttingTranslation();
  return (
    <Flex vertical gap={4}>
      <Typography.Text>
        {t('cutOrders.form.overCutIntro', { allowance: preview.overCutAllowance })}
      </Typography.Text>
      {/* A copied bed may list every cell: the list scrolls, so the question and its buttons stay in view. */}
      <ul
        style={{ margin: 0, paddingInlineStart: 20, maxHeight: '40vh', overflowY: 'auto' }}
        aria-label={t('cutOrders.form.overCutTitle')}
      >
        {preview.overCut.map((cell) => (
          <li key={`${cell.colour}\u0000${cell.size}`}>
            <Typography.Text strong>
              {cell.overPercent === null
                ? t('cutOrders.form.overCutCellNotOrdered', cell)
                : t('cutOrders.form.overCutCell', { ...cell, percent: cell.overPercent })}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Text>{t('cutOrders.form.overCutQuestion')}</Typography.Text>
    </Flex>
  );
}
