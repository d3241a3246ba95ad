import type { PersonOption } from '@gbo/contracts';
import { Form, Select } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';

interface RecordWorkerSelectProps {
  workers: PersonOption[] | undefined;
  loading: boolean;
  value: number | undefined;
  onChange: (workerId: number) => void;
}

/** The worker the scans are recorded for, searched by name, job number or mobile. */
export function RecordWorkerSelect({ workers, loading, value, onChange }: RecordWorkerSelectProps) {
  const { t } = useProductionTranslation();
  return (
    <Form.Item label={t('record.worker')} required style={{ flex: '1 1 220px', marginBottom: 0 }}>
      <Select
        aria-label={t('record.worker')}
        value={value}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'search' }}
        placeholder={t('record.workerPlaceholder')}
        loading={loading}
        options={workers?.map((person) => ({
          value: person.id,
          label: person.jobNumber ? `${person.name} · ${person.jobNumber}` : person.name,
          search: `${person.name} ${person.jobNumber ?? ''} ${person.mobile}`,
        }))}
      />
    </Form.Item>
  );
}
