import { CaretDownOutlined, CheckOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchFactory, useSwitchableFactories } from '@/features/auth/api/switch-factory';
import { saveToken } from '@/lib/auth-storage';
import { navigateTo, reloadPage } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session-store';

/**
 * The factory signed in to, in the navbar; a person of several factories moves to another from here. The
 * move is a new session there, not a sign-out: the app starts afresh at home, with that factory's menus,
 * tabs and data only.
 */
export function FactorySwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation('auth');
  const current = useSessionStore((state) => state.factory);
  const { data: factories = [] } = useSwitchableFactories();
  const [switching, setSwitching] = useState(false);
  if (!current) return null;

  const label = t('factorySwitch.current', { name: current.factoryName });
  const name = compact ? null : <span>{current.factoryName}</span>;
  if (factories.length < 2) {
    return (
      <Button
        type="text"
        icon={<ShopOutlined />}
        aria-label={label}
        tabIndex={-1}
        style={{ cursor: 'default' }}
      >
        {name}
      </Button>
    );
  }

  const items: MenuProps['items'] = factories.map((factory) => ({
    key: String(factory.factoryId),
    label: factory.factoryName,
    icon: factory.factoryId === current.factoryId ? <CheckOutlined /> : <span aria-hidden />,
    disabled: factory.factoryId === current.factoryId,
  }));
  const choose: MenuProps['onClick'] = ({ key }) => {
    setSwitching(true);
    switchFactory(Number(key))
      .then(({ token, expiresAt }) => {
        saveToken(token, expiresAt);
        navigateTo('/dashboard');
        reloadPage();
      })
      // The HTTP client has said why (e.g. the membership there is disabled); this session goes on.
      .catch(() => setSwitching(false));
  };

  return (
    <Dropdown menu={{ items, onClick: choose }} trigger={['click']} disabled={switching}>
      <Button
        type="text"
        icon={<ShopOutlined />}
        loading={switching}
        aria-label={t('factorySwitch.open', { name: current.factoryName })}
      >
        {name}
        <CaretDownOutlined />
      </Button>
    </Dropdown>
  );
}
