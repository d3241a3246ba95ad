import { Form, Select } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { choiceKey, type ProcessChoice } from '@/features/production/utils/record-scans';

interface RecordProcessSelectProps {
  choices: ProcessChoice[];
  value: ProcessChoice | undefined;
  /** Takes the chosen process's key (`choiceKey`). */
  onChange: (key: string) => void;
}

/** The process done, among the first ticket's: none to choose before a ticket is looked up. */
export function RecordProcessSelect({ choices, value, onChange }: RecordProcessSelectProps) {
  const { t } = useProductionTranslation();
  return (
    <Form.Item label={t('record.process')} required style={{ flex: '1 1 220px', marginBottom: 0 }}>
      <Select
        aria-label={t('record.process')}
        value={value && choiceKey(value)}
        onChange={onChange}
        disabled={choices.length === 0}
        placeholder={choices.length === 0 ? t('record.ticketFirst') : t('record.processPlaceholder')}
        options={choices.map((process) => ({
          value: choiceKey(process),
          label: `${process.seq} ${process.name}`,
        }))}
      />
    </Form.Item>
  );
}
