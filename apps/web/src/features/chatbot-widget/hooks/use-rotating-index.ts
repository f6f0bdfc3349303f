import { useEffect, useState } from 'react';

/** 0, 1, …, count − 1, 0, … advancing every `intervalMs` while `active`. */
export function useRotatingIndex(count: number, intervalMs: number, active: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, active]);
  return index;
}
