// @ts-check
// The framework's floor for the page budgets (docs/design.md "Performance
// budgets"): a bare Next app of the installed version, generated at run time
// into a temporary folder of the repository (so it resolves the project's
// node_modules), built and served by `next start`. It has a dynamic page
// behind the same kind of nonce proxy as the portal (proxy.ts), and a page
// prerendered at build time. Never shipped: the folder is removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

const FILES = {
  'package.json': JSON.stringify({ name: 'macrodesk-bench-floor', private: true, type: 'module' }),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  // Its own, empty: without one, the build takes the portal's (the folder sits inside the project).
  'instrumentation.js': 'export function register() {}\n',
  'proxy.js': `import { NextResponse } from 'next/server';
// The portal's kind of proxy: a fresh nonce per request, in the request (for
// Next's scripts) and in the response's Content-Security-Policy.
export default function proxy(request) {
  const nonce = btoa(crypto.randomUUID());
  const csp = \`default-src 'self'; script-src 'self' 'nonce-\${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'\`;
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return response;
}
export const config = { matcher: ['/dynamic', '/sized'] };
`,
  'app/layout.js': `export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/dynamic/page.js': `import { headers } from 'next/headers';
export const metadata = { title: 'Dynamic', description: 'A page rendered per request' };
export default async function Page() {
  const h = await headers();
  return <main><h1>Dynamic</h1><p>Rendered for {h.get('user-agent') ? 'a client' : 'nobody'}.</p></main>;
}
`,
  // A dynamic page of the portal's size (docs/performance.md, "Pages beside the
  // framework's floor"): a header of 16 links, a 24-row table of releases (time,
  // country, linked indicator, two values), metadata with language alternates,
  // and one hydrated client leaf; about 300 elements, as a portal page.
  'app/sized/page.js': `import { headers } from 'next/headers';
import { Counter } from './counter';
export const metadata = {
  title: 'Economic calendar for Friday, November 27, 2026',
  description: 'Data releases, events and holidays of the day',
  alternates: { canonical: '/sized', languages: { 'zh-CN': '/zh-CN/sized', en: '/en/sized', 'zh-TW': '/zh-TW/sized' } },
};
const LINKS = Array.from({ length: 16 }, (_, i) => ['/section-' + i, 'Section ' + i]);
const ROWS = Array.from({ length: 24 }, (_, i) => ({
  time: String(8 + Math.floor(i / 2)).padStart(2, '0') + ':' + (i % 2 ? '30' : '00'),
  country: ['United States', 'China', 'Euro area', 'Japan'][i % 4],
  id: String(112022041900110001 + i),
  name: 'Indicator number ' + i + ' of the day',
  previous: (i * 1.37).toFixed(2) + '%',
  actual: (i * 1.41).toFixed(2) + '%',
}));
export default async function Page() {
  const h = await headers();
  return (
    <>
      <header><nav aria-label="Sections"><ul>{LINKS.map(([href, text]) => <li key={href}><a href={href}>{text}</a></li>)}</ul></nav></header>
      <main>
        <h1>Economic calendar</h1>
        <p>Rendered for {h.get('user-agent') ? 'a client' : 'nobody'}.</p>
        <table>
          <thead><tr><th>Time</th><th>Country</th><th>Indicator</th><th>Previous</th><th>Actual</th></tr></thead>
          <tbody>{ROWS.map((r) => (
            <tr key={r.id}><td><time dateTime={'2026-11-27T' + r.time}>{r.time}</time></td><td>{r.country}</td><td><a href={'/indicators/' + r.id}>{r.name}</a></td><td>{r.previous}</td><td><strong>{r.actual}</strong></td></tr>
          ))}</tbody>
        </table>
        <Counter />
      </main>
    </>
  );
}
`,
  'app/sized/counter.js': `'use client';
import { useState } from 'react';
export function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>Remind me ({n})</button>;
}
`,
  'app/prerendered/page.js': `export const metadata = { title: 'Prerendered', description: 'A page rendered at build time' };
export default function Page() {
  return <main><h1>Prerendered</h1><p>Rendered once, at build time.</p></main>;
}
`,
};

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A started floor app: its address, pid, the paths of its pages, and stop().
 * @typedef {{
 *   base: string,
 *   pid: number,
 *   dynamic: string,
 *   sized: string,
 *   prerendered: string,
 *   stop: () => Promise<void>,
 * }} Floor
 */

/**
 * Generates, builds and starts the floor app on `port`; `stop()` also removes its folder.
 * @param {{ port: number }} options
 * @returns {Promise<Floor>}
 */
export async function startFloor({ port }) {
  const dir = mkdtempSync(join(process.cwd(), '.bench-floor-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    console.log('building the floor app (a bare Next app of the same version) …');
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' };
    const built = spawnSync(process.execPath, [nextBin, 'build', dir], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (built.status !== 0) throw new Error('floor app: next build failed');
    child = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, NODE_ENV: 'production' },
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/prerendered`);
    // The started process, as stop() below sees it.
    const server = child;
    return {
      base,
      // (A process that answered has a pid.)
      pid: /** @type {number} */ (server.pid),
      dynamic: '/dynamic',
      /** The dynamic page of the portal's size: the floor distinct views are measured against. */
      sized: '/sized',
      prerendered: '/prerendered',
      stop: () =>
        new Promise((resolve) => {
          server.once('exit', () => {
            remove();
            resolve();
          });
          server.kill('SIGTERM');
        }),
    };
  } catch (error) {
    // A floor that never answered is not left running.
    child?.kill('SIGKILL');
    remove();
    throw error;
  }
}
