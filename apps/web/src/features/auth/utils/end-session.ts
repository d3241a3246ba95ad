import { reloadPage } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session-store';

/**
 * Forgets the session and reloads (docs/specification.md §4, states and transitions): the reload drops everything the user had in memory (kept-alive
 * pages, cached data, the menu routes), and the guard then shows the login page.
 */
export function endSessionAndReload(): void {
  useSessionStore.getState().signOut();
  reloadPage();
}
