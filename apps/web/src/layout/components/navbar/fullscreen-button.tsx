import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App } from 'antd';
import screenfull from 'screenfull';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/layout/components/navbar/icon-button';

const subscribe = (onChange: () => void) => {
  if (!screenfull.isEnabled) return () => {};
  screenfull.on('change', onChange);
  return () => screenfull.off('change', onChange);
};
const isFullscreen = () => screenfull.isEnabled && screenfull.isFullscreen;

/** Toggles full screen; a browser without the Fullscreen API is told so (docs/specification.md §8, the error catalogue). */
export function FullscreenButton() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen);

  const toggle = () => {
    if (screenfull.isEnabled) void screenfull.toggle();
    else void message.warning(t('fullscreen.unsupported'));
  };

  return (
    <IconButton
      label={fullscreen ? t('fullscreen.exit') : t('fullscreen.enter')}
      icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
    />
  );
}
