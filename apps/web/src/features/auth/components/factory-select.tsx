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
  /** A valid mobile number and a password are filled in, so the list is theirs (empty or not). */
  credentialsFilled: boolean;
}

/** The login form's factory field (form field `factoryId`). */
export function FactorySelect({ factories, loading, credentialsFilled, ...props }: FactorySelectProps) {
  const { t } = useTranslation('auth');
  return (
    <Select
      {...props}
      options={factories}
      fieldNames={FIELD_NAMES}
      loading={loading}
      placeholder={t('login.factoryPlaceholder')}
      // Once both are filled, "enter them first" would be wrong: antd's own "no data" says it.
      notFoundContent={
        loading ? <Spin size="small" /> : credentialsFilled ? undefined : t('login.factoryEmpty')
      }
    />
  );
}
