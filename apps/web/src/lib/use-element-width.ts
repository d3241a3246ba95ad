import { type RefObject, useLayoutEffect, useState } from 'react';

/** The element's width in pixels as it is resized; undefined until it has been laid out (or where nothing is). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width || undefined);
    // Measured before the first paint, so a layout that depends on it does not flash.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
