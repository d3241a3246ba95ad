import { useState } from 'react';
import { hideableColumns, type ListColumn } from '@/components/list-column';
import { type Density, loadListView, saveListView } from '@/lib/list-view-settings';

/** A list's columns with how this browser shows them: shared by its toolbar (the settings) and its table. */
export interface ListView<T> {
  /** Every column, in order. */
  columns: readonly ListColumn<T>[];
  /** The columns shown. */
  visible: readonly ListColumn<T>[];
  hidden: readonly string[];
  setHidden: (keys: string[]) => void;
  density: Density;
  setDensity: (density: Density) => void;
}

/** The list's view, remembered in this browser under `list` (one name per screen's list). */
export function useListView<T>(list: string, columns: readonly ListColumn<T>[]): ListView<T> {
  const [settings, setSettings] = useState(() => loadListView(localStorage, list));
  const change = (next: Partial<typeof settings>) => {
    const changed = { ...settings, ...next };
    saveListView(localStorage, list, changed);
    setSettings(changed);
  };
  const hideable = new Set(hideableColumns(columns).map((column) => column.key));
  const hidden = settings.hidden.filter((key) => hideable.has(key));
  return {
    columns,
    visible: columns.filter((column) => !hidden.includes(column.key)),
    hidden,
    setHidden: (keys) => change({ hidden: keys }),
    density: settings.density,
    setDensity: (density) => change({ density }),
  };
}

/** A view nobody sets up: every column, compact, e.g. a small table inside a row's details. */
export function fixedListView<T>(columns: readonly ListColumn<T>[], density: Density = 'small'): ListView<T> {
  const ignore = () => undefined;
  return { columns, visible: columns, hidden: [], setHidden: ignore, density, setDensity: ignore };
}
