// dependency-cruiser: the folders of lib/ import each other one way
// (docs/architecture.md, "Layers"), and no module imports itself round a
// cycle. Run by `npm test` (scripts/test.sh); tests/unit/house/layers.test.ts
// reads the same list and says which node lacks a layer.
//
// A node is a top-level folder of lib/, except that a folder's views
// (`lib/<folder>/ui/`) are a node of their own, and each root file of lib/
// and each file in FILE_NODES is one.
const { existsSync } = require('node:fs');
const path = require('node:path');

/** Bottom first. A node imports only nodes of the layers below its own: not upward, not sideways. */
const LAYERS = [
  ['kept', 'process-slots'], // a value kept by key, bounded; process-wide slots
  ['i18n', 'ops', 'result', 'config-env'], // locales and their routing; the operator's token and log; the shape of an answer that may fail; a variable's error and blank
  ['memory', 'metrics/hooks', 'time', 'push-config'], // memory bounds and gauges; the counters the server reports to; zones and dates; Web Push's settings
  ['config', 'view-cache'], // the one reader of process.env; the cache of rendered views
  ['redis', 'security'], // the shared Redis; headers, CSP, the public origin
  ['upstream'], // the typed upstream client and its cache
  ['api', 'reader', 'localize', 'ui', 'watchlist'], // route answers and rate limits; the reader's zone, colours and URLs; the reader's language; generic view pieces; the starred indicators kept in the browser
  ['reader/ui', 'localize/ui', 'release'], // the reader's controls; original-language text and names; what one release means
  ['market', 'news', 'chrome'], // quotes, candles and the symbols a release moves; the news feed and articles; the site's frame (header, footer), given its features by the layout
  ['archive'], // the history archive: storage and background jobs
  ['calendar'], // releases, events and exports, through the archive
  ['reminders', 'indicator', 'markers', 'share', 'dashboard'], // browser reminders; the indicator page's history and reactions; release markers on a symbol's chart; metadata, preview cards, sitemap; the dashboard's picks
  ['delivery'], // releases told where people are: the release watcher, the live stream, push and webhooks, one sender
  ['reminders/ui', 'share/ui', 'market/ui', 'embed', 'watchlist/ui'], // the reminders panel and bell; the share button; the market pages; widget parameters and links; the stars and "My indicators"
  ['calendar/ui'], // the calendar pages
  ['news/ui', 'indicator/ui'], // the news pages; the indicator page's history and reactions
  ['dashboard/ui', 'embed/ui'], // the dashboard; the embed builder and widgets
  ['health', 'openapi', 'feeds'], // /api/health; the public API's routes and schemas, its OpenAPI document; the Atom feeds
  ['metrics', 'openapi/ui'], // /metrics; the developers page
  ['start'], // the server process's start: the archive and delivery (instrumentation.ts)
];

/**
 * Files that are a node of their own: the counters the view cache and proxy.ts
 * report to are plain JavaScript imported by path (scripts/serve.mjs loads no
 * bundle), low in the layers while the rest of lib/metrics reads the archive.
 */
const FILE_NODES = ['lib/metrics/hooks.mjs'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths of one node, as a regular expression. */
function pathOf(node) {
  const file = FILE_NODES.find((f) => f.replace(/^lib\//, '').replace(/\.\w+$/, '') === node);
  if (file) return `^${escape(file)}$`;
  const root = ['.ts', '.tsx', '.mjs'].map((ext) => `lib/${node}${ext}`).find((f) => existsSync(path.join(__dirname, f)));
  if (root) return `^${escape(root)}$`;
  if (node.endsWith('/ui')) return `^lib/${escape(node)}/`;
  const inside = FILE_NODES.filter((f) => f.startsWith(`lib/${node}/`)).map((f) => `${escape(f.slice(`lib/${node}/`.length))}$`);
  return `^lib/${escape(node)}/(?!ui/${inside.map((f) => `|${f}`).join('')})`;
}

const layerRules = LAYERS.flatMap((nodes, i) =>
  nodes.flatMap((node) => {
    const above = LAYERS.slice(i).flat().filter((other) => other !== node);
    if (!above.length) return [];
    return [{
      name: `layer:${node}`,
      comment: `${node} (layer ${i + 1}) imports only nodes of the layers below it (docs/architecture.md, "Layers")`,
      severity: 'error',
      from: { path: pathOf(node) },
      to: { path: above.map(pathOf) },
    }];
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'no module reaches itself through its imports (type-only imports count: a cycle of types is a cycle of meaning)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-stays-in-lib',
      comment: 'lib/ imports nothing of the project outside lib/ but the messages',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|tests|bench|scripts|simulator)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next)' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
// For tests/unit/house/layers.test.ts; not enumerable, since dependency-cruiser
// refuses a configuration with keys it does not know.
Object.defineProperties(module.exports, { layers: { value: LAYERS }, fileNodes: { value: FILE_NODES } });
