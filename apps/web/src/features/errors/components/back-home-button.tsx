import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function BackHomeButton() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {t('backHome')}
    </Button>
  );
}
