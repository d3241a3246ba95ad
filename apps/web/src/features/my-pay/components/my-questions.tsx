import type { Dispute } from '@gbo/contracts';
import { Button, Skeleton, Tag } from 'antd';
import { useMyQuestions } from '@/features/my-pay/api/my-pay';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { itemText } from '@/features/my-pay/utils/labels';
import { formatDateTimeIn } from '@/lib/format';

/** The worker's questions about their pay with their answers (new ones marked), and a way to ask another. */
export function MyQuestions({ timeZone, onAsk }: { timeZone: string; onAsk: () => void }) {
  const { t } = useMyPayTranslation();
  const questions = useMyQuestions();
  return (
    <section className={styles.panel} aria-label={t('questions.title')}>
      <h2 className={styles.panelTitle}>{t('questions.title')}</h2>
      {!questions.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : questions.data.length === 0 ? (
        <p className={styles.muted}>{t('questions.empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {questions.data.map((question) => (
            <QuestionRow key={question.id} question={question} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <Button block className={styles.touch} style={{ marginTop: 8 }} onClick={onAsk}>
        {t('days.ask')}
      </Button>
    </section>
  );
}

function QuestionRow({ question, timeZone }: { question: Dispute; timeZone: string }) {
  const { t } = useMyPayTranslation();
  return (
    <li className={styles.row} data-question-id={question.id}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {question.workDate} · {question.item ? itemText(question.item) : t('questions.wholeDay')}
        </span>
        <span className={styles.rowMeta}>
          {t('questions.asked', { time: formatDateTimeIn(question.createTime, timeZone) })}
        </span>
        <span className={styles.rowTitle}>{question.message}</span>
      </span>
      {question.unseenAnswer ? (
        <Tag color="red">{t('questions.new')}</Tag>
      ) : (
        <Tag color={question.status === 'answered' ? 'green' : 'default'}>
          {t(question.status === 'answered' ? 'questions.answered' : 'questions.open')}
        </Tag>
      )}
      {question.answer && (
        <p className={styles.answer}>
          {t('questions.answer', { name: question.answeredByName ?? '', answer: question.answer })}
        </p>
      )}
    </li>
  );
}
