import { useEffect, useState } from 'react';

/** A value once it has stopped changing for `delay` ms (a quantity typed digit by digit). */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
