/** The list with the item at `from` moved to `to` (both within the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with `item` inserted at `index` (at the end when past it). */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next.splice(Math.min(Math.max(index, 0), list.length), 0, item);
  return next;
}

/** The names added at the end, trimmed, blanks and ones already listed left out (a colour is listed once). */
export function appendNames(list: readonly string[], names: readonly string[]): string[] {
  const next = [...list];
  for (const name of names.map((text) => text.trim())) {
    if (name && !next.includes(name)) next.push(name);
  }
  return next;
}
