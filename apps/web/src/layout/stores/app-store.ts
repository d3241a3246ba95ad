import { create } from 'zustand';
import {
  type Device,
  deviceForWidth,
  loadSidebarOpened,
  loadSize,
  saveSidebarOpened,
  saveSize,
  type Size,
} from '@/layout/utils/app-preferences';

/** The shell's own state (upstream's app store): sidebar, device and size. */
interface AppState {
  sidebar: {
    opened: boolean;
    /** Closing because the screen became narrow happens at once, not animated. */
    withoutAnimation: boolean;
  };
  device: Device;
  size: Size;
  toggleSidebar: () => void;
  closeSidebar: (options: { withoutAnimation: boolean }) => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
}

export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: { opened: loadSidebarOpened(sessionStorage), withoutAnimation: false },
  device: deviceForWidth(window.innerWidth),
  size: loadSize(sessionStorage),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    saveSidebarOpened(sessionStorage, opened);
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: ({ withoutAnimation }) => {
    saveSidebarOpened(sessionStorage, false);
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    saveSize(sessionStorage, size);
    set({ size });
  },
}));
