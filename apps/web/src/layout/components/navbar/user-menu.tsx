import { CaretDownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiBase } from '@/config/env';
import { LazyChangePasswordDialog } from '@/features/auth/components/lazy-change-password-dialog';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { EnterpriseInfoDialog } from '@/features/factory/components/enterprise-info-dialog';
import styles from '@/layout/components/navbar/navbar.module.css';
import { useSessionStore } from '@/lib/session-store';

type Dialog = 'enterprise' | 'password';

/**
 * The user's name and avatar, with the menu of docs/specification.md §1, what the product does (enterprise info, change password, log out) and the
 * way to the personal center (/user/center).
 */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const user = useSessionStore((state) => state.user);
  const [dialog, setDialog] = useState<Dialog>();
  const confirmSignOut = useSignOut();

  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'center', label: t('user.center') },
    { key: 'enterprise', label: t('user.enterprise') },
    { key: 'password', label: t('user.changePassword') },
    { type: 'divider' },
    { key: 'logout', label: t('user.logout') },
  ];
  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void confirmSignOut();
    else if (key === 'center') void navigate('/user/center');
    else if (key === 'enterprise' || key === 'password') setDialog(key);
  };
  const close = () => setDialog(undefined);
  const avatarUrl = user?.avatarName ? `${apiBase}/avatar/${encodeURIComponent(user.avatarName)}` : undefined;

  return (
    <>
      <Dropdown menu={{ items, onClick: choose }} trigger={['click']}>
        <Button type="text" className={styles.user} aria-label={t('user.menu', { name: user?.name })}>
          {/* The name beside it (or the button's label) says who this is: the picture is decorative. */}
          <Avatar size="small" src={avatarUrl} icon={<UserOutlined />} alt="" />
          <span className={styles['wide-only']}>{user?.name}</span>
          <CaretDownOutlined />
        </Button>
      </Dropdown>
      <EnterpriseInfoDialog open={dialog === 'enterprise'} onClose={close} />
      <LazyChangePasswordDialog open={dialog === 'password'} onClose={close} />
    </>
  );
}
