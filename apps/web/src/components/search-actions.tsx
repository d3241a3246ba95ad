import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A search form's Search and Reset buttons, so every filter bar applies and clears its filters alike. */
export function SearchActions({ onReset }: { onReset?: () => void }) {
  const { t } = useTranslation();
  // The form this sits in: Reset clears it and searches again with nothing chosen.
  const form = Form.useFormInstance();
  const reset = () => {
    form.resetFields();
    onReset?.();
    form.submit();
  };

  return (
    <Space size="small">
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {t('searchActions.search')}
      </Button>
      <Button icon={<UndoOutlined aria-hidden />} onClick={reset}>
        {t('searchActions.reset')}
      </Button>
    </Space>
  );
}
