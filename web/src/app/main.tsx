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
