import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of an element, followed as it changes (a chart drawn at its real width keeps its text at
 * the page's size on a phone, where a scaled-down picture would shrink it). `initial` until measured.
 */
export function useWidth<E extends HTMLElement>(initial: number): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
