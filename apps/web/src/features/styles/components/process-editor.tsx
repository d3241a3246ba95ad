import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { PROCESS_STAGES } from '@gbo/contracts';
import { Button, Flex, Input, type InputRef, Select, Space, Tooltip, Typography } from 'antd';
import { Fragment, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from '@/features/styles/components/style-form.module.css';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { type ProcessRow, processList } from '@/features/styles/utils/process-rows';
import { rateTotal, sizeRateTotals, toThousandths } from '@/features/styles/utils/rates';

interface ProcessEditorProps {
  id?: string;
  value?: ProcessRow[];
  onChange?: (value: ProcessRow[]) => void;
  /** The style's sizes, for the sizes' own rates. */
  sizes: readonly string[];
  /** Problems by cell (`processes.2.rate`), from the form's check or the server. */
  errors: Readonly<Record<string, string>>;
}

const rateWrong = (rate: string) => rate.trim() !== '' && toThousandths(rate) === undefined;
const quotaWrong = (quota: string) => quota.trim() !== '' && !/^\d{1,6}$/.test(quota.trim());

/**
 * A style's processes in sequence order: name, stage, rate, the sizes paid otherwise, a daily quota. Enter in
 * a row's last cell adds a row under it; rows move up and down; the total a garment pays shows below, summed
 * in thousandths (never as floats).
 */
export function ProcessEditor({ id, value = [], onChange, sizes, errors }: ProcessEditorProps) {
  const { t } = useStylesTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string>();
  const names = useRef(new Map<string, InputRef>());
  const change = (rows: ProcessRow[]) => onChange?.(rows);

  useEffect(() => {
    if (focusKey) names.current.get(focusKey)?.focus();
  }, [focusKey]);

  const addAfter = (index: number) => {
    const { rows, added } = processList.addAfter(value, index);
    change(rows);
    setFocusKey(added.key);
  };
  const edit = (index: number, patch: Partial<Omit<ProcessRow, 'key'>>) =>
    change(processList.change(value, index, patch));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const noSubmit = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  const errorOf = (index: number, field: string) => errors[`processes.${index}.${field}`];
  const byStage = PROCESS_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }));
  const bySize = sizeRateTotals(value, sizes);

  return (
    <Flex vertical gap="small" id={id}>
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('processes.empty')}</Typography.Text>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.processes}>
            <thead>
              <tr>
                <th scope="col">{t('processes.seq')}</th>
                <th scope="col">{t('processes.name')}</th>
                <th scope="col">{t('processes.stage')}</th>
                <th scope="col">{t('processes.rate')}</th>
                <th scope="col">{t('processes.sizeRates')}</th>
                <th scope="col">{t('processes.dailyQuota')}</th>
                <th scope="col">
                  <span className={styles.hidden}>{t('processes.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {value.map((row, index) => {
                const seq = index + 1;
                const sized = Object.entries(row.sizeRates).filter(([, rate]) => rate.trim() !== '');
                const expanded = open.has(row.key);
                const cellError = (field: string, wrong: boolean, text: string) =>
                  errorOf(index, field) ?? (wrong ? text : undefined);
                const nameError = errorOf(index, 'name');
                const rateError = cellError('rate', rateWrong(row.rate), t('processes.rateInvalid'));
                const quotaError = cellError(
                  'dailyQuota',
                  quotaWrong(row.dailyQuota),
                  t('processes.quotaInvalid'),
                );
                const sizeError = errorOf(index, 'sizeRates');
                return (
                  <Fragment key={row.key}>
                    <tr>
                      <td className={styles.seq}>{seq}</td>
                      <td>
                        <Cell error={nameError}>
                          <Input
                            ref={(input) => {
                              if (input) names.current.set(row.key, input);
                              else names.current.delete(row.key);
                            }}
                            value={row.name}
                            maxLength={64}
                            status={nameError ? 'error' : undefined}
                            aria-label={t('processes.nameOf', { seq })}
                            onChange={(event) => edit(index, { name: event.target.value })}
                            onKeyDown={noSubmit}
                          />
                        </Cell>
                      </td>
                      <td>
                        <Select
                          value={row.stage}
                          options={byStage}
                          aria-label={t('processes.stageOf', { seq })}
                          onChange={(stage) => edit(index, { stage })}
                          style={{ width: 110 }}
                        />
                      </td>
                      <td>
                        <Cell error={rateError}>
                          <Input
                            value={row.rate}
                            inputMode="decimal"
                            placeholder="0.00"
                            status={rateError ? 'error' : undefined}
                            aria-label={t('processes.rateOf', { seq })}
                            onChange={(event) => edit(index, { rate: event.target.value })}
                            onKeyDown={noSubmit}
                            style={{ width: 90, textAlign: 'end' }}
                          />
                        </Cell>
                      </td>
                      <td>
                        <Button
                          type="link"
                          danger={Boolean(sizeError)}
                          disabled={sizes.length === 0}
                          aria-expanded={expanded}
                          aria-label={t('processes.sizeRatesOf', { seq })}
                          icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
                          onClick={() => toggle(row.key)}
                        >
                          {sized.length > 0
                            ? sized.map(([size, rate]) => `${size} ${rate}`).join(', ')
                            : t('processes.sameForAll')}
                        </Button>
                      </td>
                      <td>
                        <Cell error={quotaError}>
                          <Input
                            value={row.dailyQuota}
                            inputMode="numeric"
                            status={quotaError ? 'error' : undefined}
                            aria-label={t('processes.quotaOf', { seq })}
                            onChange={(event) => edit(index, { dailyQuota: event.target.value })}
                            onKeyDown={(event) => {
                              if (event.key !== 'Enter') return;
                              event.preventDefault();
                              addAfter(index);
                            }}
                            style={{ width: 90, textAlign: 'end' }}
                          />
                        </Cell>
                      </td>
                      <td>
                        <Space size={0}>
                          <Tooltip title={t('processes.moveUp')}>
                            <Button
                              type="text"
                              icon={<ArrowUpOutlined aria-hidden />}
                              disabled={index === 0}
                              aria-label={t('processes.moveUpOf', { seq })}
                              onClick={() => change(processList.moveUp(value, index))}
                            />
                          </Tooltip>
                          <Tooltip title={t('processes.moveDown')}>
                            <Button
                              type="text"
                              icon={<ArrowDownOutlined aria-hidden />}
                              disabled={index === value.length - 1}
                              aria-label={t('processes.moveDownOf', { seq })}
                              onClick={() => change(processList.moveDown(value, index))}
                            />
                          </Tooltip>
                          <Tooltip title={t('processes.remove')}>
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined aria-hidden />}
                              aria-label={t('processes.removeOf', { seq })}
                              onClick={() => change(processList.remove(value, index))}
                            />
                          </Tooltip>
                        </Space>
                      </td>
                    </tr>
                    {expanded && (
                      <tr>
                        <td />
                        <td colSpan={6}>
                          <SizeRates
                            seq={seq}
                            sizes={sizes}
                            rates={row.sizeRates}
                            error={sizeError}
                            onChange={(sizeRates) => edit(index, { sizeRates })}
                          />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Flex justify="space-between" align="center" wrap gap="small">
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => addAfter(value.length - 1)}>
          {t('processes.add')}
        </Button>
        <Typography.Text aria-live="polite">
          {t('processes.total')} <strong>{rateTotal(value)}</strong>
          {bySize.map(({ size, total }) => (
            <Typography.Text key={size} type="secondary">
              {' · '}
              {t('processes.totalFor', { size, total })}
            </Typography.Text>
          ))}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** A cell's input with its problem under it. */
function Cell({ error, children }: { error: string | undefined; children: React.ReactNode }) {
  return (
    <div>
      {children}
      {error && (
        <Typography.Text type="danger" className={styles.cellError}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

interface SizeRatesProps {
  seq: number;
  sizes: readonly string[];
  rates: Readonly<Record<string, string>>;
  error: string | undefined;
  onChange: (rates: Record<string, string>) => void;
}

/** A process's own rate per size: blank pays the process's rate. */
function SizeRates({ seq, sizes, rates, error, onChange }: SizeRatesProps) {
  const { t } = useStylesTranslation();
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('processes.sizeRatesHelp')}</Typography.Text>
      <Flex wrap gap="small">
        {sizes.map((size) => {
          const rate = rates[size] ?? '';
          const wrong = rateWrong(rate);
          return (
            <Space.Compact key={size}>
              <Space.Addon>{size}</Space.Addon>
              <Input
                value={rate}
                inputMode="decimal"
                status={wrong ? 'error' : undefined}
                aria-label={t('processes.sizeRateOf', { seq, size })}
                onChange={(event) => onChange({ ...rates, [size]: event.target.value })}
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                style={{ width: 80, textAlign: 'end' }}
              />
            </Space.Compact>
          );
        })}
      </Flex>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
