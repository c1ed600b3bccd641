'use client';

import { useEffect, useRef, useState } from 'react';

/** A container's width, tracked after mount: Recharts cannot measure on the server. */
export function useBoxWidth<T extends HTMLElement>() {
  const box = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}
