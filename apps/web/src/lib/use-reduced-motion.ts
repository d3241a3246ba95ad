import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => window.matchMedia?.(REDUCED_MOTION);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => query()?.matches ?? false;

/**
 * Whether the user asked their system for less motion (an accessibility setting; a busy old phone's owner may
 * too): followed as it changes, so the app can draw menus and dialogs without their sliding and zooming.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
