import { afterEach, beforeEach, vi } from 'vitest';

/**
 * `navigator.onLine` as the test sets it, for a phone page's outbox. Each test starts online and is left
 * online with the browser's event: TanStack Query follows that event, and holds queries back while offline.
 */
export function testNetwork() {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
  return {
    /** What `navigator.onLine` says from now on (no event: the page notices at its next look). */
    set: (value: boolean) => {
      online = value;
    },
  };
}
