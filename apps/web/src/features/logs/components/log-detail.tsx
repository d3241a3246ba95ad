import type { AuditLog } from '@gbo/contracts';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LogKind, useLogError } from '@/features/logs/api/logs';
import { prettyParams } from '@/features/logs/utils/log-query';

const preStyle = {
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** An expanded log row: the parameters sent and, for a failed write, why it failed. */
export function LogDetail({ log, kind }: { log: AuditLog; kind: LogKind }) {
  const { t } = useTranslation('logs');
  const params = prettyParams(log.params);
  return (
    <div>
      <Typography.Title level={5}>{t('detail.params')}</Typography.Title>
      {params ? (
        <pre style={preStyle}>{params}</pre>
      ) : (
        <Typography.Paragraph type="secondary">{t('detail.noParams')}</Typography.Paragraph>
      )}
      {log.hasError && <LogError kind={kind} id={log.id} />}
    </div>
  );
}

function LogError({ kind, id }: { kind: LogKind; id: number }) {
  const { t } = useTranslation('logs');
  const { data, isPending } = useLogError(kind, id, true);
  return (
    <>
      <Typography.Title level={5}>{t('detail.error')}</Typography.Title>
      {isPending && (
        <Skeleton active paragraph={{ rows: 2 }} title={false} aria-label={t('detail.loading')} />
      )}
      {data &&
        (data.exceptionDetail ? (
          <Alert type="error" title={<pre style={preStyle}>{data.exceptionDetail}</pre>} />
        ) : (
          <Typography.Paragraph type="secondary">{t('detail.noError')}</Typography.Paragraph>
        ))}
    </>
  );
}
