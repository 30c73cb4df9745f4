import '@/theme/fonts.css';
import { startTransition } from 'react';

/**
 * Starts the app in steps, each its own task: React, then the app (MUI, router, providers),
 * then the page's code, then React adopts the server's page in slices. One long task instead
 * would keep a phone from answering a tap while the storefront's scripts start.
 */
async function start(container: HTMLElement) {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const { app, preloadRoute, takeServerPage } = await import('@/app/start');

  // A transition lets React work in slices, yielding to the browser between them.
  const drawAnew = () =>
    startTransition(() => {
      container.replaceChildren();
      createRoot(container).render(app);
    });

  if (!takeServerPage(container)) return drawAnew();
  try {
    // The page's code first: React adopts the server's HTML only where it can render at once.
    await preloadRoute(window.location.pathname);
  } catch (error) {
    console.error(error);
    return drawAnew();
  }
  startTransition(() => {
    hydrateRoot(container, app, {
      // A page that could not be adopted is drawn anew by React; say why, for whoever debugs.
      onRecoverableError: (error, info) => console.warn('hydration:', error, info.componentStack),
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);
