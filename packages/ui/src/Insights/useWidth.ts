import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of an element, followed as it changes (a chart drawn at its real width keeps its text at
 * the page's size on a phone, where a scaled-down picture would shrink it). `initial` until measured.
 * Measured as it mounts, before the browser paints (now that a page draws only the charts near the
 * screen, that is one or two layouts, not seven): a chart painted at `initial` first would overflow a
 * phone's screen until the observer answered.
 */
export function useWidth<E extends HTMLElement>(initial: number): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    if (measured > 0) setWidth(measured);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
