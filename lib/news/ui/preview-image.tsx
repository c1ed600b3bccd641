'use client';

import { useCallback, useState } from 'react';
import styles from './news.module.css';

/**
 * A news thumbnail, or a neutral placeholder when there is none or it fails
 * to load. The error listener is attached by React (no inline handler, so it
 * works under the nonce CSP); an image that failed before hydration is caught
 * by checking it when React attaches to it. Remote pictures are shown as the
 * upstream links them (no image optimizer: it would fetch them from the server).
 */
export function PreviewImage({ src, size }: { src: string | null; size: 'thumb' | 'hero' }) {
  // The picture that failed: another `src` starts afresh.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = src !== null && brokenSrc === src;
  const attached = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0) setBrokenSrc(src);
    },
    [src],
  );

  const className = size === 'hero' ? styles.hero : styles.thumb;
  if (!src || broken) {
    return (
      <span className={`${className} ${styles.placeholder}`} data-placeholder="" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path
            fill="currentColor"
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 3.3-3.3a1 1 0 0 1 1.4 0L19 13.6V7H5Zm4.5 3.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
          />
        </svg>
      </span>
    );
  }
  return (
    // Decorative: the title beside it says what the item is about.
    // eslint-disable-next-line @next/next/no-img-element -- a remote picture of the upstream's, shown as linked
    <img
      ref={attached}
      className={className}
      src={src}
      alt=""
      loading={size === 'hero' ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBrokenSrc(src)}
    />
  );
}
