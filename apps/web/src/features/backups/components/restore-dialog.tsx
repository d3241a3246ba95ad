import { InboxOutlined } from '@ant-design/icons';
import { type Backup, BACKUP_EXTENSION, BACKUP_UPLOAD_MAX_BYTES, type RestoreStarted } from '@gbo/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Progress, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RestoreInput, useRestoreBackup } from '@/features/backups/api/backups';
import {
  backupFileProblem,
  readyToRestore,
  type RestoreFields,
  uploadPercent,
} from '@/features/backups/utils/backups';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';
import { formatSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format';

/** What is restored: a backup kept here, or a file the operator chooses in the dialog. */
export type RestoreTarget = { backup: Backup } | { upload: true };

interface RestoreDialogProps {
  target: RestoreTarget | undefined;
  onClose: () => void;
  /** The server has checked the backup and restored it: it restarts now. */
  onRestoring: (started: RestoreStarted) => void;
}

/** The fields a refusal may name: the form's two, and the uploaded file (said in the dialog). */
const FIELDS = ['password', 'confirm', 'file'] as const;
const MAX_SIZE = formatSize(BACKUP_UPLOAD_MAX_BYTES);

/**
 * The one confirmation before a restore (a kept backup's, or a chosen file's): what is lost, the operator's
 * own password, and the file's name typed again. The server's refusals show on the field they name.
 */
export function RestoreDialog({ target, onClose, onRestoring }: RestoreDialogProps) {
  const { t } = useTranslation('backups');
  const [form] = Form.useForm<RestoreFields>();
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<{ loaded: number; total: number | undefined }>();
  const restore = useRestoreBackup();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirm', form) ?? '';

  const backup = target && 'backup' in target ? target.backup : undefined;
  const fileName = backup?.fileName ?? file?.name;
  const ready = fileName !== undefined && readyToRestore({ password, confirm }, fileName);
  const busy = restore.isPending;

  const choose = (chosen: File) => {
    const why = backupFileProblem(chosen);
    setProblem(undefined);
    if (why) {
      setFile(undefined);
      setFileProblem(t(`file.${why}`, { file: chosen.name, extension: BACKUP_EXTENSION, max: MAX_SIZE }));
      return;
    }
    setFileProblem(undefined);
    setFile(chosen);
    form.setFieldValue('confirm', '');
  };

  const submit = async () => {
    // The form's values, not the watched ones: a click may come before the watch has re-rendered.
    const values = form.getFieldsValue();
    const typed = { password: values.password ?? '', confirm: values.confirm ?? '' };
    if (!fileName || !readyToRestore(typed, fileName)) return;
    const fields = { password: typed.password, confirm: typed.confirm.trim() };
    let input: RestoreInput;
    if (backup) input = { id: backup.id, ...fields };
    else if (file) input = { file, ...fields, onProgress: (loaded, total) => setProgress({ loaded, total }) };
    else return;
    setProblem(undefined);
    setProgress(undefined);
    try {
      const started = await restore.mutateAsync(input);
      onRestoring(started);
    } catch (error) {
      const message = errorMessage(error);
      const field = fieldErrorOf(message, FIELDS);
      const name = field?.path[0];
      if (field && (name === 'password' || name === 'confirm'))
        form.setFields([{ name, errors: [field.message] }]);
      else setProblem(field?.message ?? message ?? t('restore.failed'));
    }
  };

  const reset = () => {
    form.resetFields();
    setFile(undefined);
    setFileProblem(undefined);
    setProblem(undefined);
    setProgress(undefined);
    restore.reset();
  };

  const uploading = busy && file !== undefined && !backup;
  const percent = progress && uploadPercent(progress.loaded, progress.total);
  const uploaded = progress?.total !== undefined && progress.loaded >= progress.total;

  return (
    <Modal
      open={target !== undefined}
      title={backup ? t('restore.title') : t('restore.fileTitle')}
      destroyOnHidden
      maskClosable={false}
      closable={!busy}
      keyboard={!busy}
      onCancel={() => !busy && onClose()}
      afterClose={reset}
      footer={
        <Flex wrap gap="small" justify="end">
          <Button onClick={onClose} disabled={busy}>
            {t('restore.cancel')}
          </Button>
          <Button type="primary" danger disabled={!ready} loading={busy} onClick={() => void submit()}>
            {t('restore.ok')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        {!backup && !file && (
          <>
            {fileProblem && <Alert type="error" showIcon role="alert" title={fileProblem} />}
            <Upload.Dragger
              accept={BACKUP_EXTENSION}
              multiple={false}
              maxCount={1}
              showUploadList={false}
              fileList={[]}
              beforeUpload={(chosen) => {
                choose(chosen);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('file.drop')}</p>
              <p className="ant-upload-hint">
                {t('file.hint', { extension: BACKUP_EXTENSION, max: MAX_SIZE })}
              </p>
            </Upload.Dragger>
          </>
        )}
        {fileName && (
          <>
            <Flex vertical gap={2}>
              <Typography.Text type="secondary">{t('restore.backup')}</Typography.Text>
              <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                {file && !backup
                  ? t('file.chosen', { file: file.name, size: formatSize(file.size) })
                  : fileName}
              </Typography.Text>
              {backup && (
                <Typography.Text type="secondary">
                  {t('restore.madeAt', { time: formatDateTime(backup.createdAt) })}
                </Typography.Text>
              )}
              {file && !backup && !busy && (
                <div>
                  <Button type="link" style={{ paddingInline: 0 }} onClick={() => setFile(undefined)}>
                    {t('file.another')}
                  </Button>
                </div>
              )}
            </Flex>
            <Alert
              type="error"
              showIcon
              title={t('restore.warningTitle')}
              description={
                backup
                  ? t('restore.warning', { time: formatDateTime(backup.createdAt) })
                  : t('restore.warningFile', { file: fileName })
              }
            />
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              disabled={busy}
              // The server's refusal of a field goes once the field is changed.
              onValuesChange={(changed: Partial<RestoreFields>) =>
                form.setFields(
                  Object.keys(changed).map((name) => ({ name: name as keyof RestoreFields, errors: [] })),
                )
              }
            >
              <Form.Item name="password" label={t('restore.password')} extra={t('restore.passwordHelp')}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="confirm"
                label={t('restore.confirm')}
                extra={
                  <Typography.Text type="secondary" copyable={{ text: fileName }}>
                    {t('restore.confirmHelp', { file: fileName })}
                  </Typography.Text>
                }
                style={{ marginBottom: 0 }}
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="off"
                  onPressEnter={() => void submit()}
                />
              </Form.Item>
            </Form>
            {problem && <Alert type="error" showIcon role="alert" title={problem} />}
            {uploading && !uploaded && (
              <Flex vertical gap={4} role="status">
                <Typography.Text>
                  {percent === undefined
                    ? t('restore.uploadingUnknown')
                    : t('restore.uploading', { percent })}
                </Typography.Text>
                {percent === undefined ? <Spin size="small" /> : <Progress percent={percent} size="small" />}
              </Flex>
            )}
            {busy && (!uploading || uploaded) && (
              <Alert
                type="info"
                showIcon
                icon={<Spin size="small" />}
                title={t('restore.checking')}
                role="status"
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
