import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import type { LineProblem, TicketLine } from '@/features/production/utils/record-scans';

/** A ticket line's state in words: recorded (with its pieces), being sent, refused, or why it is held back. */
export function RecordLineResult({ line, problem }: { line: TicketLine; problem: LineProblem | undefined }) {
  const { t } = useProductionTranslation();
  if (line.state === 'recorded' && line.scan)
    return (
      <Tag color="success">
        {line.scan.amount === null
          ? t('record.recorded', { qty: line.scan.qty })
          : t('record.recordedAmount', { qty: line.scan.qty, amount: line.scan.amount })}
      </Tag>
    );
  if (line.state === 'sending') return <Tag color="processing">{t('record.sending')}</Tag>;
  if (line.state === 'refused')
    return (
      <Typography.Text type="danger">
        {t('record.refusedWith', { message: line.message ?? '' })}
      </Typography.Text>
    );
  if (!problem) return <Tag>{t('record.ready')}</Tag>;
  return (
    <Typography.Text type={problem.kind === 'looking' ? 'secondary' : 'warning'}>
      {problemText(t, problem)}
    </Typography.Text>
  );
}

function problemText(t: TFunction<'production'>, problem: LineProblem): string {
  switch (problem.kind) {
    case 'lookup':
      return problem.message;
    case 'looking':
      return t('record.looking');
    case 'void':
      return t('record.problem.void');
    case 'otherStyle':
      return t('record.problem.otherStyle', {
        styleNo: problem.styleNo,
        process: `${problem.choice.seq} ${problem.choice.name}`,
        chosenStyleNo: problem.choice.styleNo,
      });
    case 'noProcess':
      return t('record.problem.noProcess', { process: `${problem.choice.seq} ${problem.choice.name}` });
    case 'nothingLeft':
      return problem.doneBy.length > 0
        ? t('record.problem.doneBy', { names: problem.doneBy.join(', ') })
        : t('record.problem.nothingLeft');
    case 'tooMany':
      return t('record.problem.tooMany', { count: problem.left });
    case 'duplicate':
      return t('record.problem.duplicate', { bundleNo: problem.bundleNo });
  }
}
