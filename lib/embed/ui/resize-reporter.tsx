'use client';

import { useEffect } from 'react';
import { MEASURE_MESSAGE, RESIZE_MESSAGE } from '../resize-messages';

/**
 * Tells the host page how tall the widget's content is, whenever that
 * changes (docs/design.md "Embeds"): `{type: "macrodesk:resize", height}` to the
 * parent window. The content root is measured, not the document: the body
 * fills the iframe (min-height: 100vh), so its height would never shrink.
 * The target origin is "*": the widget cannot know its host, and the message
 * carries nothing but a height. A parent that started listening after the
 * first report (a host page hydrating later than its iframe) asks again with
 * `{type: "macrodesk:measure"}`, and gets the height once more.
 */
export function ResizeReporter({ rootId }: { rootId: string }) {
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root || window.parent === window) return;
    const main = root.closest('main');
    let last = -1;
    const report = () => {
      const below = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY + below);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: RESIZE_MESSAGE, height }, '*');
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || (event.data as { type?: unknown } | null)?.type !== MEASURE_MESSAGE) return;
      last = -1;
      report();
    };
    const observer = new ResizeObserver(report);
    observer.observe(root);
    window.addEventListener('message', onMessage);
    report();
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [rootId]);
  return null;
}
