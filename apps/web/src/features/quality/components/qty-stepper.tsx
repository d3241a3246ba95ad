import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber } from 'antd';
import styles from '@/features/quality/components/qc-page.module.css';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

interface QtyStepperProps {
  id?: string;
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  onChange: (value: number | undefined) => void;
}

/** A number with − and + beside it: a thumb taps, rather than typing on a phone's keyboard. */
export function QtyStepper({ id, label, value, min, max, onChange }: QtyStepperProps) {
  const { t } = useQualityTranslation();
  const step = (by: number) => onChange(Math.min(max, Math.max(min, (value ?? 0) + by)));
  return (
    <div className={styles.stepper}>
      <Button
        className={styles.touchButton}
        size="large"
        icon={<MinusOutlined />}
        aria-label={t('form.less', { field: label })}
        disabled={(value ?? 0) <= min}
        onClick={() => step(-1)}
      />
      <InputNumber
        id={id}
        aria-label={label}
        size="large"
        min={min}
        max={max}
        precision={0}
        inputMode="numeric"
        value={value ?? null}
        onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
      />
      <Button
        className={styles.touchButton}
        size="large"
        icon={<PlusOutlined />}
        aria-label={t('form.more', { field: label })}
        disabled={(value ?? 0) >= max}
        onClick={() => step(1)}
      />
    </div>
  );
}
