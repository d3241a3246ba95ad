/** A table's row height, as antd's Table sizes name it: roomy, medium, compact. */
export const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

/** How someone set a list up: its row height and the columns they hid. */
export interface ListViewSettings {
  density: Density;
  /** Column keys, so a column added later shows until it is hidden. */
  hidden: string[];
}

export const DEFAULT_LIST_VIEW: ListViewSettings = { density: 'middle', hidden: [] };

const storageKey = (list: string) => `list-view:${list}`;

const isDensity = (value: unknown): value is Density => DENSITIES.some((density) => density === value);

/** The list's stored settings; anything missing or malformed (storage may hold anything) reads as the default. */
export function loadListView(storage: Storage, list: string): ListViewSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storageKey(list)) ?? 'null');
  } catch {
    return DEFAULT_LIST_VIEW;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LIST_VIEW;
  const { density, hidden } = stored as Record<string, unknown>;
  return {
    density: isDensity(density) ? density : DEFAULT_LIST_VIEW.density,
    hidden: Array.isArray(hidden) ? hidden.filter((key): key is string => typeof key === 'string') : [],
  };
}

export function saveListView(storage: Storage, list: string, settings: ListViewSettings): void {
  storage.setItem(storageKey(list), JSON.stringify(settings));
}
