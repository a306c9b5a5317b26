import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './i18n/index.ts';
import './styles.css';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

// Keep the prerendered HTML on screen until the page's own code has loaded, then render over it
// (rendering earlier would blank the page while a lazy route loads).
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The service worker (web/service-worker.mjs): the app shell and visited pages open offline.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () =>
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register());
  // This module may finish after the load event (it waits for the router above).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
