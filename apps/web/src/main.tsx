import { languageRestored } from '@/app/i18n';
import 'antd/dist/reset.css';
import 'nprogress/nprogress.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { registerServiceWorker, watchFailedChunks } from '@/lib/app-update';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void languageRestored.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// A page whose code is gone from the server (a newer version deployed) offers the reload.
watchFailedChunks();

// The service worker that lets the scan page open offline (vite.config.ts); not in `vite dev`.
if (import.meta.env.PROD)
  void import('virtual:pwa-register').then(({ registerSW }) => registerServiceWorker(registerSW));
