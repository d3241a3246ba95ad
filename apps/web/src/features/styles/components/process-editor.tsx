import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { PROCESS_STAGES } from '@gbo/contracts';
import { Button, Card, Flex, Input, type InputRef, Select, Space, Tooltip, Typography } from 'antd';
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from '@/features/styles/components/style-form.module.css';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { type ProcessRow, processList } from '@/features/styles/utils/process-rows';
import { rateTotal, samTotal, sizeRateTotals, toThousandths } from '@/features/styles/utils/rates';
import { useIsMobile } from '@/lib/use-is-mobile';

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
/** Standard minutes as the contract's samSchema takes them: a rate's text, above 0; blank for none. */
const samWrong = (sam: string) => sam.trim() !== '' && !((toThousandths(sam) ?? 0) > 0);
const quotaWrong = (quota: string) => quota.trim() !== '' && !/^\d{1,6}$/.test(quota.trim());
const noSubmit = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A style's processes in sequence order: name, stage, rate, standard minutes (SAM), the sizes paid otherwise, a
 * daily quota. Enter in a row's last cell adds a row under it; rows move up and down; the total a garment pays
 * and its standard minutes show below, summed in thousandths (never as floats). A table on a desk, a card a process on a phone.
 */
export function ProcessEditor({ id, value = [], onChange, sizes, errors }: ProcessEditorProps) {
  const { t } = useStylesTranslation();
  const mobile = useIsMobile();
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
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const bySize = sizeRateTotals(value, sizes);
  const sam = samTotal(value.map((row) => row.sam));

  const rows = value.map((row, index) => (
    <ProcessRowView
      key={row.key}
      row={row}
      index={index}
      count={value.length}
      sizes={sizes}
      errors={errors}
      expanded={open.has(row.key)}
      mobile={mobile}
      nameRef={(input) => {
        if (input) names.current.set(row.key, input);
        else names.current.delete(row.key);
      }}
      onToggle={() => toggle(row.key)}
      onEdit={(patch) => change(processList.change(value, index, patch))}
      onAddAfter={() => addAfter(index)}
      onMoveUp={() => change(processList.moveUp(value, index))}
      onMoveDown={() => change(processList.moveDown(value, index))}
      onRemove={() => change(processList.remove(value, index))}
    />
  ));

  return (
    <Flex vertical gap="small" id={id}>
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('processes.empty')}</Typography.Text>
      ) : mobile ? (
        <Flex vertical gap="small">
          {rows}
        </Flex>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.processes}>
            <thead>
              <tr>
                <th scope="col">{t('processes.seq')}</th>
                <th scope="col">{t('processes.name')}</th>
                <th scope="col">{t('processes.stage')}</th>
                <th scope="col">{t('processes.rate')}</th>
                <th scope="col">{t('processes.sam')}</th>
                <th scope="col">{t('processes.sizeRates')}</th>
                <th scope="col">{t('processes.dailyQuota')}</th>
                <th scope="col">
                  <span className={styles.hidden}>{t('processes.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
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
          {' · '}
          {t('processes.samTotal')} <strong>{sam ?? '—'}</strong>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

interface ProcessRowViewProps {
  row: ProcessRow;
  index: number;
  count: number;
  sizes: readonly string[];
  errors: Readonly<Record<string, string>>;
  expanded: boolean;
  mobile: boolean;
  nameRef: (input: InputRef | null) => void;
  onToggle: () => void;
  onEdit: (patch: Partial<Omit<ProcessRow, 'key'>>) => void;
  onAddAfter: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** One process: a table row (and its sizes' rates under it) on a desk, a card on a phone. */
function ProcessRowView({
  row,
  index,
  count,
  sizes,
  errors,
  expanded,
  mobile,
  nameRef,
  onToggle,
  onEdit,
  onAddAfter,
  onMoveUp,
  onMoveDown,
  onRemove,
}: ProcessRowViewProps) {
  const { t } = useStylesTranslation();
  const seq = index + 1;
  const errorOf = (field: string) => errors[`processes.${index}.${field}`];
  const nameError = errorOf('name');
  const rateError = errorOf('rate') ?? (rateWrong(row.rate) ? t('processes.rateInvalid') : undefined);
  const samError = errorOf('sam') ?? (samWrong(row.sam) ? t('processes.samInvalid') : undefined);
  const quotaError =
    errorOf('dailyQuota') ?? (quotaWrong(row.dailyQuota) ? t('processes.quotaInvalid') : undefined);
  const sizeError = errorOf('sizeRates');
  const sized = Object.entries(row.sizeRates).filter(([, rate]) => rate.trim() !== '');

  const name = (
    <Cell error={nameError}>
      <Input
        ref={nameRef}
        value={row.name}
        maxLength={64}
        status={nameError ? 'error' : undefined}
        aria-label={t('processes.nameOf', { seq })}
        onChange={(event) => onEdit({ name: event.target.value })}
        onKeyDown={noSubmit}
      />
    </Cell>
  );
  const stage = (
    <Select
      value={row.stage}
      options={PROCESS_STAGES.map((value) => ({ value, label: t(`stages.${value}`) }))}
      aria-label={t('processes.stageOf', { seq })}
      onChange={(value) => onEdit({ stage: value })}
      style={{ width: mobile ? '100%' : 110 }}
    />
  );
  const rate = (
    <DecimalCell
      value={row.rate}
      placeholder="0.00"
      error={rateError}
      label={t('processes.rateOf', { seq })}
      mobile={mobile}
      onChange={(value) => onEdit({ rate: value })}
    />
  );
  const sam = (
    <DecimalCell
      value={row.sam}
      placeholder="0.000"
      error={samError}
      label={t('processes.samOf', { seq })}
      mobile={mobile}
      onChange={(value) => onEdit({ sam: value })}
    />
  );
  const sizeToggle = (
    <Button
      type="link"
      danger={Boolean(sizeError)}
      disabled={sizes.length === 0}
      aria-expanded={expanded}
      aria-label={t('processes.sizeRatesOf', { seq })}
      icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      onClick={onToggle}
      style={{ paddingInline: 0 }}
    >
      {sized.length > 0 ? sized.map(([size, own]) => `${size} ${own}`).join(', ') : t('processes.sameForAll')}
    </Button>
  );
  const quota = (
    <Cell error={quotaError}>
      <Input
        value={row.dailyQuota}
        inputMode="numeric"
        status={quotaError ? 'error' : undefined}
        aria-label={t('processes.quotaOf', { seq })}
        onChange={(event) => onEdit({ dailyQuota: event.target.value })}
        // The row's last cell: Enter adds the next process under it.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onAddAfter();
        }}
        style={{ width: mobile ? '100%' : 90, textAlign: 'end' }}
      />
    </Cell>
  );
  const actions = (
    <Space size={0}>
      <IconButton
        icon={<ArrowUpOutlined aria-hidden />}
        title={t('processes.moveUp')}
        label={t('processes.moveUpOf', { seq })}
        disabled={index === 0}
        onClick={onMoveUp}
      />
      <IconButton
        icon={<ArrowDownOutlined aria-hidden />}
        title={t('processes.moveDown')}
        label={t('processes.moveDownOf', { seq })}
        disabled={index === count - 1}
        onClick={onMoveDown}
      />
      <IconButton
        icon={<DeleteOutlined aria-hidden />}
        title={t('processes.remove')}
        label={t('processes.removeOf', { seq })}
        danger
        onClick={onRemove}
      />
    </Space>
  );
  const sizeRates = expanded && (
    <SizeRates
      seq={seq}
      sizes={sizes}
      rates={row.sizeRates}
      error={sizeError}
      onChange={(next) => onEdit({ sizeRates: next })}
    />
  );

  if (mobile)
    return (
      <Card size="small" title={t('processes.cardTitle', { seq })} extra={actions}>
        <Flex vertical gap="small">
          <Labelled label={t('processes.name')}>{name}</Labelled>
          <Flex gap="small">
            <Labelled label={t('processes.stage')}>{stage}</Labelled>
            <Labelled label={t('processes.rate')}>{rate}</Labelled>
          </Flex>
          <Flex gap="small">
            <Labelled label={t('processes.sam')}>{sam}</Labelled>
            <Labelled label={t('processes.dailyQuota')}>{quota}</Labelled>
          </Flex>
          <div>{sizeToggle}</div>
          {sizeRates}
        </Flex>
      </Card>
    );

  return (
    <Fragment>
      <tr>
        <td className={styles.seq}>{seq}</td>
        <td>{name}</td>
        <td>{stage}</td>
        <td>{rate}</td>
        <td>{sam}</td>
        <td>{sizeToggle}</td>
        <td>{quota}</td>
        <td>{actions}</td>
      </tr>
      {sizeRates && (
        <tr>
          <td />
          <td colSpan={7}>{sizeRates}</td>
        </tr>
      )}
    </Fragment>
  );
}

function IconButton(props: {
  icon: ReactNode;
  title: string;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        type="text"
        icon={props.icon}
        danger={props.danger}
        disabled={props.disabled}
        aria-label={props.label}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** A phone card's field with its name above it (the desk's table has column headings instead). */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** A cell of a decimal typed as text (a rate, standard minutes), with its problem under it. */
function DecimalCell(props: {
  value: string;
  placeholder: string;
  error: string | undefined;
  label: string;
  mobile: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Cell error={props.error}>
      <Input
        value={props.value}
        inputMode="decimal"
        placeholder={props.placeholder}
        status={props.error ? 'error' : undefined}
        aria-label={props.label}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={noSubmit}
        style={{ width: props.mobile ? '100%' : 90, textAlign: 'end' }}
      />
    </Cell>
  );
}

/** A cell's input with its problem under it. */
function Cell({ error, children }: { error: string | undefined; children: ReactNode }) {
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
                onKeyDown={noSubmit}
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
