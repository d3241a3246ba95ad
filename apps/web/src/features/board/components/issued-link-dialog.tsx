import type { IssuedBoardLink } from '@gbo/contracts';
import { Alert, Button, Flex, Modal, QRCode, Typography } from 'antd';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { boardAddress } from '@/features/board/utils/board-figures';

/** The address a new display link opens the board at, shown this once: copy it, or scan it on the TV. */
export function IssuedLinkDialog({
  link,
  onClose,
}: {
  link: IssuedBoardLink | undefined;
  onClose: () => void;
}) {
  const { t } = useBoardTranslation();
  const address = link && boardAddress(window.location.href, link.key);
  return (
    <Modal
      open={link !== undefined}
      title={t('links.issued.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('links.issued.done')}
        </Button>
      }
    >
      {link && address && (
        <Flex vertical gap="middle">
          <Alert type="warning" showIcon title={t('links.issued.warning')} />
          <Typography.Text>{t('links.issued.address', { line: link.deptName })}</Typography.Text>
          <Typography.Text code copyable={{ tooltips: [t('links.issued.copy'), t('links.issued.copied')] }}>
            {address}
          </Typography.Text>
          <Flex justify="center">
            <QRCode value={address} size={200} />
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
