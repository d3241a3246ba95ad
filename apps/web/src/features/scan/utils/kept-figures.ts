import type { ScanLookup, ScanPage } from '@gbo/contracts';
import { SESSION_KEPT_PREFIX } from '@/lib/auth-storage';

/**
 * Local-storage key of the worker's figures as last fetched, and of the bundle they last looked up: the page
 * opened offline shows the figures, and offers that bundle's bed's processes for a ticket it cannot check.
 * Removed with the session's token, however the session ends (lib/auth-storage.ts).
 */
export const KEPT_FIGURES_KEY = `${SESSION_KEPT_PREFIX}scan-figures`;
/** Today's list and this month's totals; a few more in case the day turned while the page was open. */
const MOST_KEPT = 4;

/** The figures kept on the phone: one worker's only (`factoryId:userId`), by the query that fetched them. */
interface KeptFigures {
  owner: string;
  /** The query's JSON to its answer, the latest last. */
  pages: [string, ScanPage][];
  /** The last bundle the worker looked up. */
  lookup?: ScanLookup;
}

function write(kept: KeptFigures, storage: Storage): void {
  try {
    storage.setItem(KEPT_FIGURES_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the page works on, without figures offline.
  }
}

function read(storage: Storage): KeptFigures | undefined {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_FIGURES_KEY) ?? 'null') as KeptFigures | null;
    return kept && typeof kept.owner === 'string' && Array.isArray(kept.pages) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a page of the worker's figures as the server answered it. Another worker's figures on this phone (a
 * shared phone) are dropped, never shown to the next.
 */
export function keepFigures(owner: string, query: object, page: ScanPage, storage: Storage = localStorage) {
  const key = JSON.stringify(query);
  const kept = read(storage);
  const earlier = kept?.owner === owner ? kept.pages.filter(([known]) => known !== key) : [];
  const pages = [...earlier, [key, page] as [string, ScanPage]].slice(-MOST_KEPT);
  write({ owner, pages, lookup: kept?.owner === owner ? kept.lookup : undefined }, storage);
}

/** Keeps the bundle the worker last looked up (another worker's kept figures are dropped). */
export function keepLookup(owner: string, lookup: ScanLookup, storage: Storage = localStorage) {
  const kept = read(storage);
  write({ owner, pages: kept?.owner === owner ? kept.pages : [], lookup }, storage);
}

/** The bundle the worker last looked up on this phone; undefined for anyone else. */
export function keptLookup(owner: string, storage: Storage = localStorage): ScanLookup | undefined {
  const kept = read(storage);
  return kept?.owner === owner ? kept.lookup : undefined;
}

/** The worker's figures for the query as last fetched on this phone; undefined for anyone else's. */
export function keptFigures(owner: string, query: object, storage: Storage = localStorage) {
  const kept = read(storage);
  if (kept?.owner !== owner) return undefined;
  const key = JSON.stringify(query);
  return kept.pages.find(([known]) => known === key)?.[1];
}
