'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A container's width, tracked after mount (Recharts cannot measure on the
 * server), and 0 until the box comes near the viewport: a chart below the
 * fold costs a phone nothing — no Recharts chunk, no drawing — until the
 * reader scrolls towards it (docs/performance.md, "Lighthouse"). Once near,
 * it stays drawn.
 */
export function useBoxWidth<T extends HTMLElement>() {
  const box = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let resize: ResizeObserver | null = null;
    const measure = () => {
      resize = new ResizeObserver(() => setWidth(el.clientWidth));
      resize.observe(el);
      setWidth(el.clientWidth);
    };
    if (typeof IntersectionObserver === 'undefined') {
      measure();
      return () => resize?.disconnect();
    }
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        measure();
      },
      { rootMargin: '200px 0px' },
    );
    near.observe(el);
    return () => {
      near.disconnect();
      resize?.disconnect();
    };
  }, []);
  return { box, width };
}
