import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of an element, followed as it changes (a chart drawn at its real width keeps its text at
 * the page's size on a phone, where a scaled-down picture would shrink it). `initial` until measured.
 * The observer reports the first width itself once the page is laid out: measuring on mount instead
 * forced a layout of the whole page for each chart.
 */
export function useWidth<E extends HTMLElement>(initial: number): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
