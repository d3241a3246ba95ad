import { Card, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentHandle, useTitleText } from '@/lib/route-meta';

/**
 * Stands in for a business page until its issue is built: the menus, tabs and settings around it work
 * already. The notes box shows that a page keeps what was typed while the user switches tabs.
 */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const titleText = useTitleText();
  const title = useCurrentHandle()?.meta.title;
  const notesId = useId();

  return (
    <Card>
      <Typography.Title level={3}>{title && titleText(title)}</Typography.Title>
      <Typography.Paragraph>{t('notBuilt.description')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('notBuilt.notes')} htmlFor={notesId} extra={t('notBuilt.notesHelp')}>
          <Input.TextArea id={notesId} rows={3} />
        </Form.Item>
      </Form>
    </Card>
  );
}
