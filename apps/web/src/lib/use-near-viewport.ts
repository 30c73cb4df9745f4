import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `below` of the bottom of the screen, or anywhere above it,
 * and from then on. Lets a page load the code of content further down only when the visitor heads
 * there, keeping it out of the first download (the storefront's first visit stays under 200 KB of JavaScript). Above counts: a visitor who jumps past
 * the element (End key, a fast fling) and scrolls back up must not find it still waiting.
 */
export function useNearViewport<T extends Element>(below = '100%') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // The observer only reports crossings: an element jumped over would never intersect a
      // margin that ends at the top of the screen.
      { rootMargin: `1000000px 0px ${below} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, below]);
  return [ref, near] as const;
}
