import type { Key, ReactNode } from 'react';
import type { SortOrder } from '@/lib/table-sort';

/** A column of a list screen: the table's column on a desktop, a labelled field of a card on a phone. */
export interface ListColumn<T> {
  /** Stable: it names the column in the remembered settings, and in the API's `sort` parameter. */
  key: string;
  title: string;
  /** What the cell shows. */
  render: (row: T) => ReactNode;
  /** In pixels; longer text is cut with "…" (and shown whole on hover). */
  width?: number;
  /**
   * Takes the room the other columns leave (a description, an address), at least `width`: the table fits
   * its box while it can, cutting this column first, and scrolls sideways only below the columns' widths.
   */
  grow?: boolean;
  align?: 'start' | 'end' | 'center';
  /** Kept in view while the table scrolls sideways (the column naming the row). */
  fixed?: 'start';
  sorter?: boolean;
  sortOrder?: SortOrder;
  /** On a phone's card: its title (the first column by default), or left out. */
  card?: 'title' | 'hidden';
}

/** A column nobody may hide: the one naming the row. */
export const titleColumnOf = <T>(columns: readonly ListColumn<T>[]) =>
  columns.find((column) => column.card === 'title') ?? columns[0];

/** The width a column gets when it names none. */
export const DEFAULT_COLUMN_WIDTH = 140;

/** The columns someone may show or hide: all but the title column. */
export const hideableColumns = <T>(columns: readonly ListColumn<T>[]) => {
  const title = titleColumnOf(columns);
  return columns.filter((column) => column !== title);
};

/** Rows chosen to act on together (Delete the selected), or the one row shown beside the list (radio). */
export interface ListSelection<T> {
  type?: 'checkbox' | 'radio';
  selectedKeys: readonly Key[];
  onChange: (rows: T[]) => void;
  /** The box's accessible name, e.g. "Select Zhang Min". */
  label: (row: T) => string;
  disabled?: (row: T) => boolean;
}

/** More about a row, opened under it: a table's expanded row, a card's Details. */
export interface ListDetails<T> {
  render: (row: T) => ReactNode;
  /** The opener's accessible name, e.g. "Show details of Sign in at 14:05". */
  label: (row: T) => string;
}
