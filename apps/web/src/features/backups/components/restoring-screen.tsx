import type { RestoreStarted } from '@gbo/contracts';
import { Flex, Modal, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { serverIsUp } from '@/features/backups/api/backups';
import { formatDateTime } from '@/lib/format';
import { reloadPage } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session-store';

/** How often the server is asked whether it is back. */
const POLL_MS = 1000;

/**
 * While the server restarts on a restored backup: nothing to do but wait. Once `/health` answers, the
 * session (ended on the server with every other) is forgotten here too, and the reload leads to sign-in.
 */
export function RestoringScreen({ started }: { started: RestoreStarted }) {
  const { t } = useTranslation('backups');

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (await serverIsUp()) {
        if (stopped) return;
        // As signing out does (the server ended the session already): forget it, and start afresh.
        useSessionStore.getState().signOut();
        reloadPage();
        return;
      }
      if (!stopped) timer = setTimeout(() => void check(), POLL_MS);
    };
    timer = setTimeout(() => void check(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  return (
    <Modal open closable={false} keyboard={false} maskClosable={false} footer={null} centered width={480}>
      <Flex
        vertical
        align="center"
        gap="middle"
        role="status"
        style={{ paddingBlock: 24, textAlign: 'center' }}
      >
        <Spin size="large" />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('restoring.title', { time: formatDateTime(started.createdAt) })}
        </Typography.Title>
        <Typography.Text>{t('restoring.body')}</Typography.Text>
        <Typography.Text type="secondary">{t('restoring.waiting')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
