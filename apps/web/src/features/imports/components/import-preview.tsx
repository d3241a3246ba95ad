import type { ImportError, ImportPreviewRow, ImportResult } from '@gbo/contracts';
import { Alert, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from '@/features/imports/components/import-dialog.module.css';
import { useImportsTranslation } from '@/features/imports/hooks/use-imports-translation';
import { cellKey, errorsOnPreview, mayWrite, rowsToWrite } from '@/features/imports/utils/import-result';
import { useIsMobile } from '@/lib/use-is-mobile';

const ACTION_COLOURS = { create: 'green', update: 'blue', unchanged: 'default' } as const;
const PAGE = { pageSize: 10, size: 'small', showSizeChanger: false, hideOnSinglePage: true } as const;

interface ImportPreviewProps {
  result: ImportResult;
  /** The write was refused (409): nothing was written. */
  rejected?: boolean;
}

/** A checked file: what it would do, what is wrong in it (each bad cell marked), and its rows. */
export function ImportPreview({ result, rejected = false }: ImportPreviewProps) {
  const { t } = useImportsTranslation();
  const count = result.errorCount;
  const status = (() => {
    if (count > 0)
      return (
        <Alert type="error" showIcon title={t(rejected ? 'status.rejected' : 'status.errors', { count })} />
      );
    if (!mayWrite(result)) return <Alert type="info" showIcon title={t('status.nothing')} />;
    return <Alert type="success" showIcon title={t('status.ready', { count: rowsToWrite(result) })} />;
  })();

  return (
    <Flex vertical gap="middle">
      <div role="status">{status}</div>
      <Flex wrap gap="small" aria-label={t('counts.rows', { count: result.rows })}>
        <Tag>{t('counts.rows', { count: result.rows })}</Tag>
        <Tag color={result.creates > 0 ? 'green' : 'default'}>
          {t('counts.creates', { count: result.creates })}
        </Tag>
        <Tag color={result.updates > 0 ? 'blue' : 'default'}>
          {t('counts.updates', { count: result.updates })}
        </Tag>
        <Tag>{t('counts.unchanged', { count: result.unchanged })}</Tag>
        <Tag color={count > 0 ? 'red' : 'default'}>{t('counts.errors', { count })}</Tag>
      </Flex>
      {result.ignoredColumns.length > 0 && (
        <Alert type="warning" title={t('ignored', { columns: result.ignoredColumns.join(', ') })} />
      )}
      {result.errors.length > 0 && <ErrorsTable result={result} />}
      <PreviewTable result={result} />
    </Flex>
  );
}

function ErrorsTable({ result }: { result: ImportResult }) {
  const { t } = useImportsTranslation();
  const mobile = useIsMobile();
  // A phone shows the cell and its problem, the column and value under it: no sideways scrolling to read it.
  const compact: TableColumnsType<ImportError> = [
    {
      key: 'cell',
      title: t('errors.cell'),
      width: 64,
      render: (_, error) => error.cell ?? t('errors.rowOnly', { row: error.row }),
    },
    {
      key: 'message',
      title: t('errors.message'),
      render: (_, error) => (
        <>
          <div>{error.message}</div>
          {error.column !== null && (
            <Typography.Text type="secondary">
              {t('errors.columnValue', { column: error.column, value: error.value ?? '' })}
            </Typography.Text>
          )}
        </>
      ),
    },
  ];
  const columns: TableColumnsType<ImportError> = [
    { key: 'row', title: t('errors.row'), dataIndex: 'row', width: 64 },
    { key: 'cell', title: t('errors.cell'), width: 72, render: (_, error) => error.cell ?? '—' },
    {
      key: 'column',
      title: t('errors.column'),
      width: 140,
      render: (_, error) => <span className={styles.cellText}>{error.column ?? '—'}</span>,
    },
    {
      key: 'value',
      title: t('errors.value'),
      width: 140,
      render: (_, error) => <span className={styles.cellText}>{error.value ?? ''}</span>,
    },
    { key: 'message', title: t('errors.message'), minWidth: 240, render: (_, error) => error.message },
  ];
  return (
    <section aria-labelledby="import-errors-title">
      <Typography.Title level={5} id="import-errors-title">
        {t('errors.title')}
      </Typography.Title>
      <Table<ImportError>
        size="small"
        columns={mobile ? compact : columns}
        dataSource={result.errors}
        rowKey={(error) => `${error.row}:${error.cell ?? ''}:${error.message}`}
        pagination={PAGE}
        // The problem wraps.
        scroll={mobile ? undefined : { x: 720 }}
      />
      {result.errorCount > result.errors.length && (
        <Typography.Text type="secondary">
          {t('errors.more', { shown: result.errors.length, count: result.errorCount })}
        </Typography.Text>
      )}
    </section>
  );
}

function PreviewTable({ result }: { result: ImportResult }) {
  const { t } = useImportsTranslation();
  const errors = errorsOnPreview(result);
  const withTip = (messages: string[] | undefined, content: ReactNode, label: string) =>
    messages ? (
      <Tooltip title={messages.join(' ')} trigger={['hover', 'focus']}>
        <span className={styles.badValue} tabIndex={0} aria-label={label}>
          {content}
        </span>
      </Tooltip>
    ) : (
      content
    );

  const columns: TableColumnsType<ImportPreviewRow> = [
    { key: 'row', title: t('preview.row'), dataIndex: 'row', width: 56, fixed: 'start' },
    {
      key: 'action',
      title: t('preview.action'),
      width: 96,
      render: (_, row) => {
        const messages = errors.rows.get(row.row);
        if (row.action === null) {
          const tag = <Tag color="red">{t('action.error')}</Tag>;
          return messages ? withTip(messages, tag, `${t('action.error')}: ${messages.join(' ')}`) : tag;
        }
        return <Tag color={ACTION_COLOURS[row.action]}>{t(`action.${row.action}`)}</Tag>;
      },
    },
    ...result.columns.map((header, index) => ({
      key: `c${index}`,
      title: <span className={styles.cellText}>{header}</span>,
      onCell: (row: ImportPreviewRow) => {
        const bad = errors.cells.has(cellKey(row.row, index));
        return bad ? { className: styles.badCell, 'data-invalid': 'true' } : {};
      },
      render: (_: unknown, row: ImportPreviewRow) => {
        const value = row.cells[index] ?? '';
        const messages = errors.cells.get(cellKey(row.row, index));
        return withTip(
          messages,
          <span className={styles.cellText}>{value}</span>,
          t('badCell', { value, messages: messages?.join(' ') ?? '' }),
        );
      },
    })),
  ];
  return (
    <section aria-labelledby="import-preview-title">
      <Typography.Title level={5} id="import-preview-title">
        {t('preview.title')}
      </Typography.Title>
      <Table<ImportPreviewRow>
        size="small"
        columns={columns}
        dataSource={result.preview}
        rowKey="row"
        pagination={PAGE}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        locale={{ emptyText: t('preview.empty') }}
      />
      {result.rows > result.preview.length && (
        <Typography.Text type="secondary">
          {t('preview.more', { shown: result.preview.length, count: result.rows })}
        </Typography.Text>
      )}
    </section>
  );
}
