import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Calls `run` when the browser next has time to spare (at the latest after `timeout` ms). */
function whenIdle(run: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout });
  else window.setTimeout(run, timeout / 4);
}

/**
 * The panels waiting to be drawn in the browser's pauses, one per pause: each is drawn at once inside its
 * pause (flushSync), so several answers arriving together do not draw every panel in one long task.
 */
const idleQueue: (() => void)[] = [];
let idleScheduled = false;
function drawNextWhenIdle(): void {
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    idleQueue.shift()?.();
    if (idleQueue.length > 0) drawNextWhenIdle();
  }, 4000);
}
function drawWhenIdle(draw: () => void): () => void {
  idleQueue.push(draw);
  if (!idleScheduled) drawNextWhenIdle();
  return () => {
    const at = idleQueue.indexOf(draw);
    if (at >= 0) idleQueue.splice(at, 1);
  };
}

/**
 * Whether an element is to be drawn, once and for good: when it comes near the screen (within 200 px of
 * it), when `show` is called (something in it was focused before it was scrolled to), before the page is
 * printed (at once: the print is taken when the `beforeprint` listeners return), and, once `ready` (it
 * has its figures), in a pause of the browser's, so finding text in the page finds every panel's. True
 * at once when `enabled` is false or the browser cannot tell.
 */
export function useNearScreen<E extends Element>(
  enabled: boolean,
  ready = true,
): [RefObject<E | null>, boolean, () => void] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    const drawNow = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', drawNow);
    // A print that fires no beforeprint (a headless browser's PDF) still switches to print media.
    const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined;
    const onPrintMedia = (event: MediaQueryListEvent) => {
      if (event.matches) drawNow();
    };
    print?.addEventListener('change', onPrintMedia);
    const cancelIdle = ready ? drawWhenIdle(drawNow) : undefined;
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', drawNow);
      print?.removeEventListener('change', onPrintMedia);
      cancelIdle?.();
    };
  }, [near, ready]);
  const show = useCallback(() => setNear(true), []);
  return [ref, near, show];
}
