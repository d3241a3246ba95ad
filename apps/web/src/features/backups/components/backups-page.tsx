import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import type { Backup, RestoreStarted } from '@gbo/contracts';
import { App, Button, Card, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-column';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { RowActions } from '@/components/row-actions';
import { useListView } from '@/components/use-list-view';
import { downloadBackup, useBackups, useDeleteBackup, useStartBackup } from '@/features/backups/api/backups';
import { BackupSettings } from '@/features/backups/components/backup-settings';
import { BackupStatus } from '@/features/backups/components/backup-status';
import { RestoreDialog, type RestoreTarget } from '@/features/backups/components/restore-dialog';
import { RestoringScreen } from '@/features/backups/components/restoring-screen';
import { anyRunning, mayRestore, shortHash } from '@/features/backups/utils/backups';
import { formatSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';
import { useIsMobile } from '@/lib/use-is-mobile';

/** The backups list's columns: the time names a row (a phone's card title). */
function useBackupColumns(): ListColumn<Backup>[] {
  const { t } = useTranslation('backups');
  const mobile = useIsMobile();
  return [
    {
      key: 'createdAt',
      title: t('column.createdAt'),
      width: 150,
      fixed: 'start',
      render: (backup) => formatDateTime(backup.createdAt),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 120,
      render: (backup) => <BackupStatus backup={backup} showError={mobile} />,
    },
    {
      key: 'fileName',
      title: t('column.fileName'),
      width: 260,
      grow: true,
      render: (backup) => backup.fileName,
    },
    { key: 'kind', title: t('column.kind'), width: 100, render: (backup) => t(`kind.${backup.kind}`) },
    {
      key: 'size',
      title: t('column.size'),
      width: 100,
      align: 'end',
      render: (backup) =>
        backup.status === 'running' && backup.sizeBytes === 0 ? '' : formatSize(backup.sizeBytes),
    },
    {
      key: 'sha256',
      title: t('column.sha256'),
      width: 190,
      render: (backup) =>
        backup.sha256 && (
          <Tooltip title={backup.sha256}>
            <Typography.Text code copyable={{ text: backup.sha256 }} aria-label={backup.sha256}>
              {shortHash(backup.sha256)}
            </Typography.Text>
          </Tooltip>
        ),
    },
  ];
}

/**
 * Backups of the whole installation (platform operators): how they are made here, the ones kept, backing up
 * now, and restoring one (or a file) over everything, after which the server restarts and everyone signs in again.
 */
export function BackupsPage() {
  const { t } = useTranslation('backups');
  const { message } = App.useApp();
  const [restoring, setRestoring] = useState<RestoreStarted>();
  const { data, isLoading, isFetching, refetch } = useBackups(!restoring);
  const start = useStartBackup();
  const remove = useDeleteBackup();
  const [target, setTarget] = useState<RestoreTarget>();
  const view = useListView('backups', useBackupColumns());
  const mayRestoreAny = usePermissionGuard(['admin', 'backup:restore']);
  const mayDelete = usePermissionGuard(['admin', 'backup:del']);
  const running = anyRunning(data?.content);
  const schedule = data?.settings.schedule;
  /** Why backups cannot be made or restored here (PostgreSQL's tools missing, say), if they cannot. */
  const unavailable = data?.settings.unavailable ?? undefined;

  const backUp = () =>
    start.mutateAsync().then(
      () => void message.success(t('started')),
      // The HTTP client has said why (busy, unavailable).
      () => undefined,
    );

  const rowActions = (backup: Backup) => (
    <RowActions
      name={backup.fileName}
      // "Download" and "More" are wider together than the actions column.
      inline={false}
      actions={[
        {
          key: 'download',
          label: t('action.download'),
          hidden: backup.status === 'running',
          onClick: () => downloadBackup(backup).catch(() => undefined),
        },
        {
          key: 'restore',
          label: t('action.restore'),
          hidden: !mayRestoreAny || !mayRestore(backup),
          disabled: unavailable !== undefined,
          disabledReason: unavailable,
          onClick: () => setTarget({ backup }),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          hidden: !mayDelete || backup.status === 'running',
          danger: true,
          confirm: {
            title: t('delete.title'),
            content: t('delete.content', { file: backup.fileName }),
          },
          onClick: () =>
            remove
              .mutateAsync(backup.id)
              .then(() => void message.success(t('delete.done', { file: backup.fileName }))),
        },
      ]}
    />
  );

  return (
    <ListPage>
      <BackupSettings settings={data?.settings} />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'backup:add']}>
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              disabled={running || unavailable !== undefined}
              loading={start.isPending}
              onClick={() => void backUp()}
            >
              {t('toolbar.backUp')}
            </Button>
          </Permission>
          <Permission roles={['admin', 'backup:restore']}>
            <Button
              icon={<CloudUploadOutlined aria-hidden />}
              disabled={unavailable !== undefined}
              onClick={() => setTarget({ upload: true })}
            >
              {t('toolbar.restoreFile')}
            </Button>
          </Permission>
        </ListToolbar>
        <ListTable<Backup>
          view={view}
          page={data}
          loading={isLoading}
          emptyText={schedule ? t('empty.daily', { time: schedule }) : t('empty.off')}
          rowActions={rowActions}
        />
      </Card>
      <RestoreDialog
        target={target}
        onClose={() => setTarget(undefined)}
        onRestoring={(started) => {
          setTarget(undefined);
          setRestoring(started);
        }}
      />
      {restoring && <RestoringScreen started={restoring} />}
    </ListPage>
  );
}
