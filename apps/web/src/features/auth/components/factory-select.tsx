import type { LoginFactory } from '@gbo/contracts';
import { Select, type SelectProps, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The select shows the factories as the server sends them. */
const FIELD_NAMES: Record<'label' | 'value', keyof LoginFactory> = {
  label: 'factoryName',
  value: 'factoryId',
};

export interface FactorySelectProps extends Omit<SelectProps<number, LoginFactory>, 'options' | 'loading'> {
  factories: LoginFactory[];
  loading: boolean;
}

/** The login form's factory field (form field `factoryId`). */
export function FactorySelect({ factories, loading, ...props }: FactorySelectProps) {
  const { t } = useTranslation('auth');
  return (
    <Select
      {...props}
      options={factories}
      fieldNames={FIELD_NAMES}
      loading={loading}
      placeholder={t('login.factoryPlaceholder')}
      notFoundContent={loading ? <Spin size="small" /> : t('login.factoryEmpty')}
    />
  );
}
