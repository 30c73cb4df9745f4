import { useEffect, useRef } from 'react';

/**
 * A form control drawn by the server can be used before the page's scripts run: the browser shows
 * the visitor's choice, but React adopts the control without hearing of it, and the page would
 * not follow (a filter shown as chosen over an unfiltered list). Once the page is alive, a value
 * that differs from the one drawn is handed to `onChange`, as if it had just been entered.
 * Attach the returned ref to the `<input>` or `<select>`.
 */
export function useInputBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  drawnValue: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<E>(null);
  const drawn = useRef({ value: drawnValue, onChange });
  useEffect(() => {
    // Once, when the control comes alive: later differences are React's own updates.
    const element = ref.current;
    if (element && element.value !== drawn.current.value) drawn.current.onChange(element.value);
  }, []);
  return ref;
}
