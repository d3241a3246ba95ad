/** Each browser words a failed dynamic import its own way, always as a TypeError; webpack's is a ChunkLoadError. */
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

/** Whether the error says the page's code could not be downloaded. */
const isFailedDownload = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || (error instanceof TypeError && FAILED_IMPORT.test(error.message)));

/**
 * Why a page failed, as its crash page says: `unreachable`, its code could not be downloaded with the network
 * down; `outdated`, it could not be downloaded online (the files this page was built with are gone after a newer
 * version was deployed); `crashed`, anything else.
 */
export function crashKind(error: unknown, online: boolean): 'unreachable' | 'outdated' | 'crashed' {
  if (!online && (error instanceof TypeError || isFailedDownload(error))) return 'unreachable';
  return isFailedDownload(error) ? 'outdated' : 'crashed';
}
