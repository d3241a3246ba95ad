/** docs/specification.md §2, screens and routes: a screen narrower than this is a phone or a tablet held upright. */
export const MOBILE_BREAKPOINT_PX = 992;

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/** Session-storage keys (docs/specification.md §4, states and transitions). */
export const SIDEBAR_STATUS_KEY = 'sidebarStatus';
export const SIZE_KEY = 'size';

/** docs/specification.md §4, states and transitions: stored as 1 (open) or 0 (closed); open unless closed before. */
export function loadSidebarOpened(storage: Storage): boolean {
  return storage.getItem(SIDEBAR_STATUS_KEY) !== '0';
}

export function saveSidebarOpened(storage: Storage, opened: boolean): void {
  storage.setItem(SIDEBAR_STATUS_KEY, opened ? '1' : '0');
}

/** The size menu's choices (docs/specification.md §2, screens and routes), largest first. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
/** docs/specification.md §9, constants and limits. */
export const DEFAULT_SIZE: Size = 'small';

export function loadSize(storage: Storage): Size {
  const stored = storage.getItem(SIZE_KEY);
  return SIZES.find((size) => size === stored) ?? DEFAULT_SIZE;
}

export function saveSize(storage: Storage, size: Size): void {
  storage.setItem(SIZE_KEY, size);
}

/** How a size maps onto antd, which has three component sizes and a compact algorithm for the smallest. */
export function antdSize(size: Size): { componentSize: 'large' | 'middle' | 'small'; compact: boolean } {
  switch (size) {
    case 'default':
      return { componentSize: 'large', compact: false };
    case 'medium':
      return { componentSize: 'middle', compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    case 'mini':
      return { componentSize: 'small', compact: true };
  }
}
