import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/layout/stores/app-store';
import { type Device, deviceForWidth } from '@/layout/utils/app-preferences';

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const currentDevice = (): Device => deviceForWidth(window.innerWidth);

/**
 * Follows the screen width (docs/specification.md §2, screens and routes): on a narrow screen the device is mobile and the sidebar closes, at once
 * when the screen becomes narrow and again after every navigation.
 */
export function useDevice(): void {
  const device = useSyncExternalStore(subscribeToResize, currentDevice);
  const { pathname } = useLocation();
  const setDevice = useAppStore((state) => state.setDevice);
  const closeSidebar = useAppStore((state) => state.closeSidebar);

  useEffect(() => {
    setDevice(device);
    if (device === 'mobile') closeSidebar({ withoutAnimation: true });
  }, [device, setDevice, closeSidebar]);

  // The path changing is the trigger: a navigation on a phone closes the menu it was chosen from.
  useEffect(() => {
    if (useAppStore.getState().device === 'mobile') closeSidebar({ withoutAnimation: false });
  }, [pathname, closeSidebar]);
}
