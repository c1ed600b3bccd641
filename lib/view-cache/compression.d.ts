/**
 * The compression middleware Next ships (the `compression` package, without
 * types there): what lib/view-cache/serve.mjs uses of it.
 */
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

  /** Wraps `res` so that what is written is compressed by the request's Accept-Encoding, then calls `next`. */
  export type Compress = (req: { method?: string; headers: IncomingHttpHeaders }, res: ServerResponse, next: () => void) => void;

  export default function compression(options?: { threshold?: number | string }): Compress;
}
