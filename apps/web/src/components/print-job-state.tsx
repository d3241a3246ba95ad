import type { PrintJobStatus } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import { type Problem, ProblemAlert } from '@/components/problem-text';

const COLOUR: Record<PrintJobStatus, string> = {
  queued: 'blue',
  sending: 'gold',
  sent: 'green',
  failed: 'red',
  cancelled: 'default',
};

/**
 * A print job as it goes (queued, sending, sent, failed), in words its screen translated: what it prints,
 * its state as a coloured tag, and why it did not go, when it did not.
 */
export function PrintJobState({
  status,
  line,
  statusText,
  problem,
  testId,
}: {
  status: PrintJobStatus;
  line: string;
  statusText: string;
  problem?: Problem | null;
  testId: string;
}) {
  return (
    <Flex vertical gap="small" role="status" aria-live="polite" data-testid={testId}>
      <Typography.Text>
        {line} <Tag color={COLOUR[status]}>{statusText}</Tag>
      </Typography.Text>
      {problem && <ProblemAlert {...problem} />}
    </Flex>
  );
}
