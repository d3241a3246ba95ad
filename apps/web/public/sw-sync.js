/* global self */
// Background Sync for the scan page's outbox, imported by the service worker Workbox generates
// (vite.config.ts). The scans wait in the page's IndexedDB and are sent with the worker's token, which only
// the page holds: so on a sync the worker does not send them itself, it asks every open page to send its
// outbox (lib/app-update.ts passes the message on; features/scan listens for its tag). A page not open sends
// its outbox when it next opens.
self.addEventListener('sync', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'background-sync', tag: event.tag });
    }),
  );
});
