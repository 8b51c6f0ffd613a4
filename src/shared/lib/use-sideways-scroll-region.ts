import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * A frame whose table is wider than it scrolls sideways: it then becomes a
 * focusable region named like the table, so the keyboard can scroll it too.
 * Measured as each render lands (new rows) and as the frame or its table
 * resizes; the attributes are set on the element directly. Pass the
 * returned ref to the frame.
 */
export function useSidewaysScrollRegion(name: string): (element: HTMLDivElement | null) => void {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (element) markScrollRegion(element, name);
  });
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markScrollRegion(element, name));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element, name]);
  return setElement;
}

function markScrollRegion(element: HTMLElement, name: string) {
  if (element.scrollWidth > element.clientWidth + 1) {
    element.tabIndex = 0;
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', name);
  } else {
    element.removeAttribute('tabindex');
    element.removeAttribute('role');
    element.removeAttribute('aria-label');
  }
}
