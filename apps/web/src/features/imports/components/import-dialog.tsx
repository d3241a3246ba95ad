import { DownloadOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, type ImportKind, type ImportResult } from '@gbo/contracts';
import { Alert, App, Button, Flex, Modal, Spin, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { checkImport, downloadTemplate, rejectedResult, useRunImport } from '@/features/imports/api/imports';
import styles from '@/features/imports/components/import-dialog.module.css';
import { ImportPreview } from '@/features/imports/components/import-preview';
import { useImportsTranslation } from '@/features/imports/hooks/use-imports-translation';
import { fileProblem, IMPORT_ACCEPT, mayWrite, rowsToWrite } from '@/features/imports/utils/import-result';
import { errorMessage } from '@/lib/api-error';

const MIB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Where the dialog is: choosing a file (after a refused one, why), checking it, or showing the check. */
type Stage =
  | { step: 'choose'; problem?: string }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; result: ImportResult; rejected?: boolean; problem?: string };

interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  /** After a file was written: what it did. */
  onImported?: (result: ImportResult) => void;
}

/**
 * Excel import (docs/design.md §12): the template, a file checked as a whole (counts, every bad cell marked),
 * then written all or nothing. A refused write shows its errors the same way; another file can be chosen
 * after fixing them in Excel.
 */
export function ImportDialog({ kind, open, onClose, onImported }: ImportDialogProps) {
  const { t } = useImportsTranslation();
  const { message } = App.useApp();
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [downloading, setDownloading] = useState(false);
  const checking = useRef<AbortController>(undefined);
  const run = useRunImport(kind);

  const stopChecking = () => {
    checking.current?.abort();
    checking.current = undefined;
  };

  const check = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) {
      setStage({ step: 'choose', problem: t(`file.${problem}`, { file: file.name, mib: MIB }) });
      return;
    }
    stopChecking();
    const controller = new AbortController();
    checking.current = controller;
    setStage({ step: 'checking', file });
    try {
      const result = await checkImport({ kind, file, signal: controller.signal });
      if (!controller.signal.aborted) setStage({ step: 'checked', file, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStage({ step: 'choose', problem: errorMessage(error) ?? t('file.failed', { file: file.name }) });
    }
  };

  const write = async () => {
    if (stage.step !== 'checked') return;
    const { file } = stage;
    try {
      const result = await run.mutateAsync({ kind, file });
      void message.success(
        t('done', {
          file: file.name,
          creates: result.creates,
          updates: result.updates,
          unchanged: result.unchanged,
        }),
      );
      onImported?.(result);
      onClose();
    } catch (error) {
      const result = rejectedResult(error);
      setStage(
        result
          ? { step: 'checked', file, result, rejected: true }
          : { ...stage, problem: errorMessage(error) ?? t('file.failed', { file: file.name }) },
      );
    }
  };

  const saveTemplate = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(kind);
    } finally {
      // A failed download has already said why (the HTTP client's notice).
      setDownloading(false);
    }
  };

  const close = () => {
    if (run.isPending) return;
    stopChecking();
    onClose();
  };

  const chooseAgain = () => {
    stopChecking();
    setStage({ step: 'choose' });
  };

  const checked = stage.step === 'checked' ? stage : undefined;
  const count = checked ? rowsToWrite(checked.result) : 0;

  return (
    <Modal
      open={open}
      title={t(`title.${kind}`)}
      width={960}
      destroyOnHidden
      maskClosable={false}
      onCancel={close}
      afterClose={() => setStage({ step: 'choose' })}
      footer={
        <Flex wrap gap="small" justify="end">
          {stage.step !== 'choose' && (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={chooseAgain} disabled={run.isPending}>
              {t('another')}
            </Button>
          )}
          <Button onClick={close} disabled={run.isPending}>
            {t('cancel')}
          </Button>
          {checked && (
            <Button
              type="primary"
              loading={run.isPending}
              disabled={!mayWrite(checked.result)}
              onClick={() => void write()}
            >
              {t('import', { count })}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('intro')}
        </Typography.Paragraph>
        <div>
          <Button
            type="link"
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() => void saveTemplate()}
            style={{ paddingInline: 0 }}
          >
            {t('template')}
          </Button>
        </div>
        {stage.step === 'choose' && (
          <>
            {stage.problem && <Alert type="error" showIcon role="alert" title={stage.problem} />}
            <Upload.Dragger
              accept={IMPORT_ACCEPT}
              multiple={false}
              maxCount={1}
              showUploadList={false}
              fileList={[]}
              beforeUpload={(file) => {
                void check(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('drop.text')}</p>
              <p className="ant-upload-hint">{t('drop.hint', { mib: MIB })}</p>
            </Upload.Dragger>
          </>
        )}
        {stage.step === 'checking' && (
          <Flex vertical align="center" gap="small" className={styles.checking} role="status">
            <Spin size="large" />
            <Typography.Text>{t('checking', { file: stage.file.name })}</Typography.Text>
          </Flex>
        )}
        {checked && (
          <>
            <Typography.Text strong>{t('chosen', { file: checked.file.name })}</Typography.Text>
            {checked.problem && <Alert type="error" showIcon role="alert" title={checked.problem} />}
            {run.isPending && (
              <Alert
                type="info"
                showIcon
                icon={<Spin size="small" />}
                title={t('writing', { file: checked.file.name })}
              />
            )}
            <ImportPreview result={checked.result} rejected={checked.rejected} />
          </>
        )}
      </Flex>
    </Modal>
  );
}
