// Measures what the console's first load of a route downloads: the entry, the route's lazy
// modules and every chunk they import statically (what the browser fetches or modulepreloads
// before the screen draws), in gzip bytes. It builds the console and a floor app of the same
// libraries (floor-app.js) into temporary folders, so it never touches dist.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const consoleRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The routes measured, each by the lazy route modules its first visit runs. */
export const ROUTES = {
  '/auth': ['src/app/routes/auth.tsx'],
  'signed-in home': ['src/app/routes/main-layout.tsx', 'src/app/routes/home.tsx'],
};

/**
 * Gzip budgets of the first loads, checked by first-load.test.ts: a little above what they
 * measure, so that a change that adds to a first load has to raise its budget on purpose.
 * Raised by decision 57 (212.1 and 207.3 KB measured): every call names its shop and tells a
 * role's refusal from a session's, and the shell reads the shop, its switcher beside the menu.
 * The sign-in's raised again by decision 59 (213.06 KB measured): the order texts every first
 * load carries gained the cart's refusals, and the style's settings the order flow.
 * Both raised by decision 61 (213.7 and 210.6 KB measured): the route table holds the buyers'
 * screen, and the home shows its times in the shop's zone (time-zone.ts, the shop's formatter)
 * with «Заказы» and its count in the menu; the live stream itself loads when the browser idles.
 */
export const GZIP_BUDGET_BYTES = { '/auth': 214 * 1024, 'signed-in home': 211 * 1024 };

/** Where the first loads should end up, as ratios to the floor app's first load (decision 0038). */
export const FLOOR_RATIO_GOALS = { '/auth': 1.15, 'signed-in home': 1.3 };

const quiet = { logLevel: 'warn', build: { manifest: true, emptyOutDir: true } };

async function buildInto(outDir, config) {
  // Vite builds for the NODE_ENV it finds; a test runner sets it to `test`, which would measure
  // React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...quiet, ...config, build: { ...quiet.build, ...config.build, outDir } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The manifest keys `keys` load before running: themselves and their static imports, deep. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function filesOf(manifest, outDir, keys) {
  const names = new Set();
  for (const key of staticClosure(manifest, keys)) {
    names.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) names.add(css);
  }
  const files = [...names].map((name) => ({
    name,
    gzipBytes: gzipSync(readFileSync(join(outDir, name))).length,
  }));
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

const entryKeysOf = (manifest) => Object.keys(manifest).filter((key) => manifest[key].isEntry);

/** Builds the console and the floor app and measures each route's first load against the floor. */
export async function measureFirstLoads() {
  const outDir = mkdtempSync(join(tmpdir(), 'console-first-load-'));
  try {
    const consoleDir = join(outDir, 'console');
    const manifest = await buildInto(consoleDir, {
      root: consoleRoot,
      configFile: join(consoleRoot, 'vite.config.ts'),
    });
    const floorDir = join(outDir, 'floor');
    const floorManifest = await buildInto(floorDir, {
      root: consoleRoot,
      configFile: false,
      plugins: [react()],
      // One chunk of every library by design, over vite's warning size.
      build: {
        rollupOptions: { input: join(consoleRoot, 'scripts/floor-app.js') },
        chunkSizeWarningLimit: 1024,
      },
    });
    const floor = filesOf(floorManifest, floorDir, entryKeysOf(floorManifest));
    const entries = entryKeysOf(manifest);
    const routes = Object.entries(ROUTES).map(([route, modules]) => {
      const load = filesOf(manifest, consoleDir, [...entries, ...modules]);
      return { route, ...load, ratio: load.gzipBytes / floor.gzipBytes };
    });
    return { floor, routes };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A readable account of one load: its total, then its files, largest first. */
export function describeLoad({ route, files, gzipBytes, ratio }) {
  const head = `${route}: ${kb(gzipBytes)} gzip in ${files.length} files, ${ratio.toFixed(2)}× the floor`;
  return [head, ...files.map((file) => `  ${kb(file.gzipBytes).padStart(9)}  ${file.name}`)].join(
    '\n',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { floor, routes } = await measureFirstLoads();
  console.log(describeLoad({ route: 'floor app', ...floor, ratio: 1 }));
  for (const route of routes) {
    const budget = kb(GZIP_BUDGET_BYTES[route.route]);
    const goal = FLOOR_RATIO_GOALS[route.route];
    console.log(`\n${describeLoad(route)}\n  budget ${budget}, goal ${goal}× the floor`);
  }
}
