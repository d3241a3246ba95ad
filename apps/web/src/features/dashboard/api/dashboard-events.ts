import { APP_VERSION, APP_VERSION_HEADER, DASHBOARD_CHANGED_EVENT } from '@gbo/contracts';
import { apiBase } from '@/config/env';
import { getToken } from '@/lib/auth-storage';
import { acceptLanguage } from '@/lib/i18n';

/** How the stream of `GET api/dashboard/events` is doing. */
export type StreamState = 'connecting' | 'live' | 'offline';

export type DashboardEventHandlers = {
  /** The factory's figures changed (or may have, while the stream was down): fetch them again. */
  changed(): void;
  state(state: StreamState): void;
};

/** Waits before reconnecting: 2 s, doubling up to a minute. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

const url = () => `${apiBase.replace(/\/+$/, '')}/api/dashboard/events`;

/** The names of the events in a chunk of an event stream, and what is left of an unfinished event. */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  const frames = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const name = /^event: ?(.*)$/m.exec(frame)?.[1];
    if (name) events.push(name);
  }
  return { events, rest };
}

/**
 * Listens to the dashboard's event stream until `signal` aborts. EventSource cannot send the session's
 * Authorization header (and a token in the URL would end up in logs), so the stream is read with fetch. A
 * stream that ends or fails is opened again after a pause that doubles; once open again, `changed` says the
 * figures may have moved meanwhile. A refused session (401) ends listening: the next request signs out.
 */
export async function listenToDashboard(
  handlers: DashboardEventHandlers,
  signal: AbortSignal,
): Promise<void> {
  let wait = RETRY_FIRST_MS;
  let opened = false;
  while (!signal.aborted) {
    handlers.state('connecting');
    const token = getToken();
    if (!token) return;
    try {
      const response = await fetch(url(), {
        headers: {
          Authorization: token,
          Accept: 'text/event-stream',
          'Accept-Language': acceptLanguage(),
          [APP_VERSION_HEADER]: APP_VERSION,
        },
        signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return handlers.state('offline');
      if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
      handlers.state('live');
      if (opened) handlers.changed();
      opened = true;
      wait = RETRY_FIRST_MS;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        const parsed = parseEvents(buffer + decoder.decode(chunk.value, { stream: true }));
        buffer = parsed.rest;
        if (parsed.events.includes(DASHBOARD_CHANGED_EVENT)) handlers.changed();
      }
    } catch {
      if (signal.aborted) return;
    }
    handlers.state('offline');
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, wait);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    wait = Math.min(wait * 2, RETRY_MAX_MS);
  }
}
