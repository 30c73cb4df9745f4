import { createElement, lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code ahead of its first render. */
  preload(): Promise<void>;
  /** The module's source path (`src/app/routes/home.tsx`), the key of the build's manifest. */
  source?: string;
};

/**
 * `React.lazy` whose code can be loaded before rendering. The browser loads the current page's
 * code before adopting the HTML the server drew (`main.tsx`): a component still loading then
 * would make React discard that HTML at the first state change and draw the page again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  source?: string,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Preloadable(props: P) {
    // One component type for the life of an instance: switching would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload, source });
}
