import { DownOutlined } from '@ant-design/icons';
import { Input } from '@/features/auth/components/login-inputs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorySelectProps } from '@/features/auth/components/factory-select';
import styles from '@/features/auth/components/login-page.module.css';

/** antd's Select is a large part of the login page's code, and nothing to pick from before the user types. */
const FactorySelect = lazy(async () => ({
  default: (await import('@/features/auth/components/factory-select')).FactorySelect,
}));

interface DeferredFactorySelectProps extends FactorySelectProps {
  /** Whether to load the select: set, in a transition, once the user starts on the form. */
  load: boolean;
}

/** The factory select, with a read-only input that looks like it standing in until its code is there. */
export function DeferredFactorySelect({ load, ...props }: DeferredFactorySelectProps) {
  const { t } = useTranslation('auth');
  // Clicked first, the stand-in hands its focus on to the select.
  const [focused, setFocused] = useState(false);
  const standIn = (
    <Input
      id={props.id}
      size={props.size}
      status={props.status}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      readOnly
      className={styles.factoryStandIn}
      placeholder={t('login.factoryPlaceholder')}
      suffix={<DownOutlined />}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  // As `load` changes in a transition, the stand-in stays on screen while the select's code downloads.
  return (
    <Suspense fallback={standIn}>
      {load ? <FactorySelect autoFocus={focused} {...props} className={styles.factorySelect} /> : standIn}
    </Suspense>
  );
}
