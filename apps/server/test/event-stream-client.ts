/** A test's reader of a server-sent event stream over real HTTP (fetch streaming, as the web app reads it). */
export type StreamReader = {
  status: number;
  contentType: string | null;
  /** The names of the events received so far, in order. */
  events: string[];
  /** Resolves once `count` events of that name have arrived (rejects after `ms`). */
  waitFor(name: string, count?: number, ms?: number): Promise<void>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  /** Resolves when the stream ends (rejects after `ms`). */
  waitForEnd(ms?: number): Promise<void>;
  close(): void;
};

export async function readEventStream(
  url: string,
  headers: Record<string, string> = { accept: 'text/event-stream' },
): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: string[] = [];
  let done = false;
  const pump = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          if (name) events.push(name);
        }
      }
    } catch {
      // aborted by the test
    } finally {
      done = true;
    }
  })();
  const until = async (check: () => boolean, ms: number, what: string) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what} (events: ${events.join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    waitFor: (name, count = 1, ms = 5000) =>
      until(() => events.filter((event) => event === name).length >= count, ms, `${count} × ${name}`),
    ended: () => done,
    waitForEnd: async (ms = 5000) => {
      await until(() => done, ms, 'the end of the stream');
      await pump;
    },
    close: () => controller.abort(),
  };
}
