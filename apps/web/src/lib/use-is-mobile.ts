import { useSyncExternalStore } from 'react';

/**
 * The app's mobile breakpoint (docs/specification.md §2, screens and routes), the same width the shell calls a phone
 * (layout's device): narrower, lists show cards. Kept here because shared code may not import the shell.
 */
export const MOBILE_BREAKPOINT_PX = 992;

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const isNarrow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** Whether the window is a phone's (or a tablet held upright), following it as it is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToResize, isNarrow);
}
