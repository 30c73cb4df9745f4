import '@/theme/fonts.css';
import { startTransition } from 'react';

/** Lets the browser paint and answer taps before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The template's `<title>` gives way to the page's once React puts one in the head (React 19
 * hoists a page's `<title>`): with two, the tab shows the first, the template's, on every page.
 */
function yieldTemplateTitle() {
  const template = document.head.querySelector('title');
  if (!template) return;
  const observer = new MutationObserver(() => {
    if (Array.from(document.head.querySelectorAll('title')).some((title) => title !== template)) {
      template.remove();
      observer.disconnect();
    }
  });
  observer.observe(document.head, { childList: true });
}

/**
 * Starts the app in steps, each its own task: React, then the app's code (MUI, the theme, the
 * route tree), then the server's data and the router, then the page's code, then React adopts
 * the server's page in slices. One long task instead would keep a phone from answering a tap
 * while the storefront's scripts start (an awaited import's continuation runs in the task that
 * evaluated the module, hence the explicit steps).
 */
async function start(container: HTMLElement) {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { app, getRouter, preloadRoute, takeServerPage } = await import('@/app/start');
  await nextTask();

  // A transition lets React work in slices, yielding to the browser between them.
  const drawAnew = () =>
    startTransition(() => {
      container.replaceChildren();
      createRoot(container).render(app);
    });

  const adoptable = takeServerPage(container);
  await nextTask();
  getRouter();
  if (!adoptable) return drawAnew();
  await nextTask();
  try {
    // The page's code first: React adopts the server's HTML only where it can render at once.
    await preloadRoute(window.location.pathname);
  } catch (error) {
    console.error(error);
    return drawAnew();
  }
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, app, {
      // A page that could not be adopted is drawn anew by React; say why, for whoever debugs.
      onRecoverableError: (error, info) => console.warn('hydration:', error, info.componentStack),
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
yieldTemplateTitle();
void start(container);
