/**
 * Whether the page failed because its code could not be downloaded with the network down (each browser words
 * a failed dynamic import its own way, always as a TypeError).
 */
export function isUnreachable(error: unknown, online: boolean): boolean {
  return (
    error instanceof TypeError &&
    (!online ||
      /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message))
  );
}
