import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the screen (within 200 px of it), once and for good; true at
 * once when `enabled` is false or the browser cannot tell. `show` makes it true (something in it was
 * focused before it was scrolled to).
 */
export function useNearScreen<E extends Element>(
  enabled: boolean,
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
    return () => observer.disconnect();
  }, [near]);
  const show = useCallback(() => setNear(true), []);
  return [ref, near, show];
}
