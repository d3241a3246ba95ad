import { Alert, Typography } from 'antd';

/**
 * Why something did not work: a sentence the reader can act on (already translated by the caller), with the
 * raw error it came from (a system's message, often English) as smaller, greyed detail for whoever helps.
 */
export interface Problem {
  /** `error`: it stopped; `warning`: it is tried again. */
  type: 'error' | 'warning';
  message: string;
  detail?: string | null;
}

/** The problem as an alert, the raw error under its sentence. */
export function ProblemAlert({ type, message, detail }: Problem) {
  return (
    <Alert
      type={type}
      showIcon
      title={message}
      description={
        detail ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
            {detail}
          </Typography.Text>
        ) : undefined
      }
    />
  );
}

/** The problem on one line (a table cell's): the sentence, then the raw error in grey. */
export function ProblemText({ type, message, detail }: Problem) {
  return (
    <>
      <Typography.Text type={type === 'error' ? 'danger' : 'warning'}>{message}</Typography.Text>
      {detail && (
        <>
          {' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ({detail})
          </Typography.Text>
        </>
      )}
    </>
  );
}
