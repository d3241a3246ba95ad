import type { ScanLookup, ScanPage } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { SESSION_KEPT_PREFIX } from '@/lib/auth-storage';
import {
  KEPT_FIGURES_KEY,
  keepFigures,
  keepLookup,
  keptFigures,
  keptLookup,
} from '@/features/scan/utils/kept-figures';

/** Local storage's interface over a map (the logic tests run without a browser). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const page = (qty: number) => ({ content: [], totalElements: 0, totals: { qty, amount: null } }) as ScanPage;
const today = { from: '2026-12-02', to: '2026-12-02', page: 0, size: 200 };
const month = { from: '2026-12-01', to: '2026-12-02', page: 0, size: 1 };
const lookup = { bundle: { id: 7 } } as ScanLookup;

describe('the worker’s figures kept on the phone (the scan page opened offline shows them)', () => {
  it('gives back each query’s last answer to the worker it was fetched for', () => {
    const storage = memoryStorage();
    keepFigures('1:11', today, page(5), storage);
    keepFigures('1:11', month, page(90), storage);
    keepFigures('1:11', today, page(6), storage);
    expect(keptFigures('1:11', today, storage)?.totals.qty).toBe(6);
    expect(keptFigures('1:11', month, storage)?.totals.qty).toBe(90);
    expect(keptFigures('1:11', { ...today, from: '2026-12-01' }, storage)).toBeUndefined();
  });

  it('never shows one worker’s figures, or last bundle, to the next on a shared phone', () => {
    const storage = memoryStorage();
    keepFigures('1:11', today, page(5), storage);
    keepLookup('1:11', lookup, storage);
    expect(keptFigures('1:12', today, storage)).toBeUndefined();
    expect(keptLookup('1:12', storage)).toBeUndefined();
    // The same user in another factory is someone else's figures too.
    expect(keptFigures('2:11', today, storage)).toBeUndefined();

    keepFigures('1:12', today, page(1), storage);
    expect(keptFigures('1:11', today, storage)).toBeUndefined();
    expect(keptLookup('1:11', storage)).toBeUndefined();
  });

  it('keeps the last bundle looked up beside the figures, in one entry the session takes with it', () => {
    const storage = memoryStorage();
    keepLookup('1:11', lookup, storage);
    keepFigures('1:11', today, page(5), storage);
    expect(keptLookup('1:11', storage)?.bundle.id).toBe(7);
    // One key, under the prefix lib/auth-storage.ts removes with the token.
    expect(storage.length).toBe(1);
    expect(KEPT_FIGURES_KEY.startsWith(SESSION_KEPT_PREFIX)).toBe(true);
  });

  it('keeps a few pages only', () => {
    const storage = memoryStorage();
    for (let day = 1; day <= 9; day++)
      keepFigures('1:11', { ...today, from: `2026-12-0${day}`, to: `2026-12-0${day}` }, page(day), storage);
    expect(keptFigures('1:11', { ...today, from: '2026-12-01', to: '2026-12-01' }, storage)).toBeUndefined();
    expect(keptFigures('1:11', { ...today, from: '2026-12-09', to: '2026-12-09' }, storage)?.totals.qty).toBe(
      9,
    );
  });

  it('reads storage holding anything else as nothing kept', () => {
    const storage = memoryStorage();
    storage.setItem(KEPT_FIGURES_KEY, '{not json');
    expect(keptFigures('1:11', today, storage)).toBeUndefined();
  });
});
