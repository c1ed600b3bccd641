/** The Open Graph image size (1200×630). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
