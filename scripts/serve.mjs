#!/usr/bin/env node
// The production server: Next's request handler behind the cache of rendered
// views (lib/view-cache/serve.mjs). Started by scripts/launch.mjs in place of
// `next start`; same environment (PORT, HOSTNAME, NEXT_DIST_DIR…).
import { createServer } from 'node:http';
import next from 'next';
import { createViewServer } from '../lib/view-cache/serve.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '127.0.0.1';
const app = next({ dev: false, dir: process.cwd(), hostname, port });
await app.prepare();
const views = createViewServer({ handle: app.getRequestHandler() });

const server = createServer((req, res) => {
  views.serve(req, res).catch((error) => {
    console.error('[macrodesk] request failed', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname);

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
