import type { BackupList } from '@gbo/contracts';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How backups are made here (engine, schedule, how many are kept, where) and what stands in their way. */
export function BackupSettings({ settings }: { settings: BackupList['settings'] | undefined }) {
  const { t } = useTranslation('backups');
  return (
    <Card size="small" title={t('settings.title')}>
      <Flex vertical gap="small">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('settings.intro')}
        </Typography.Paragraph>
        {settings && (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 4, xxl: 4 }}
            items={[
              {
                key: 'engine',
                label: t('settings.engine'),
                children: t(`settings.engines.${settings.engine}`),
              },
              {
                key: 'schedule',
                label: t('settings.schedule'),
                children: settings.schedule
                  ? t('settings.daily', { time: settings.schedule })
                  : t('settings.off'),
              },
              {
                key: 'keep',
                label: t('settings.keep'),
                children: t('settings.keeps', { count: settings.keep }),
              },
              {
                key: 'dir',
                label: t('settings.dir'),
                children: (
                  <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                    {settings.dir}
                  </Typography.Text>
                ),
              },
            ]}
          />
        )}
        {settings?.unavailable && (
          <Alert
            type="warning"
            showIcon
            title={t('settings.unavailable')}
            description={settings.unavailable}
          />
        )}
        {settings?.lastFailure && (
          <Alert type="error" showIcon title={t('settings.lastFailure', { error: settings.lastFailure })} />
        )}
      </Flex>
    </Card>
  );
}
