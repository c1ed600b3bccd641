// A third-party page for embed tests: a tiny HTTP server on another local
// port (so another origin than the app) that serves whatever HTML a test
// registers, e.g. an iframe of a widget plus the host script.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Host {
  origin: string;
  /** Serves `html` at `path` on the host origin; returns the absolute URL. */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

export async function startHost(): Promise<Host> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const html = pages.get((req.url ?? '/').split('?')[0]);
    res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A blank host page around a body (the snippet is pasted as-is). */
export function hostDocument(body: string, bg = '#fffbe6'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title><link rel="icon" href="data:,">
<style>body{margin:0;padding:16px;font-family:Georgia,serif;background:${bg}} main{max-width:720px}</style></head>
<body><main><h1>A host page</h1><p>Text before the widget.</p>${body}<p id="after">Text after the widget.</p></main></body></html>`;
}

/**
 * An iframe of `src` and a listener that sizes it like the builder's snippet
 * and records every accepted height in `window.heights`.
 */
export function framedWidget(src: string, width = '100%'): string {
  return hostDocument(`<iframe id="w" src="${src.replaceAll('"', '&quot;')}" title="Widget" style="width:${width};height:150px;border:0;display:block"></iframe>
<script>
window.heights = [];
var frame = document.getElementById('w');
window.addEventListener('message', function (event) {
  if (event.source !== frame.contentWindow || !event.data || event.data.type !== 'macrodesk:resize') return;
  window.heights.push(event.data.height);
  frame.style.height = event.data.height + 'px';
});
</script>`);
}
