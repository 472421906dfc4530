// Bundles the server's TypeScript, with the contracts it imports, into one ES module that plain
// Node runs: no compiling at start, which took most of the start-up under tsx. Packages from
// node_modules stay outside the bundle and load as they are, but for drizzle-orm (below).
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * What goes into the bundle: the workspace's own packages (TypeScript sources), and drizzle-orm,
 * whose 178 KB package.json Node 26 parses again for each of its modules it loads (hundreds
 * at start): bundled, the server starts faster and idles in less memory (`bench:start`).
 */
export const BUNDLED = ['@vitrina/', 'drizzle-orm'];

/** Every other bare import is left to Node. */
const leaveToNode = (bundled) => ({
  name: 'leave-packages-to-node',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      bundled.some((prefix) => path === prefix || path.startsWith(prefix.replace(/\/?$/, '/')))
        ? undefined
        : { path, external: true },
    );
  },
});

/**
 * The server and the operator's commands beside it (`npm run backup`, `npm run restore`) into
 * `outdir`, which must sit one folder below this one, as `dist` does (see src/server-root.ts).
 */
export function buildServer({ outdir = `${root}dist`, bundled = BUNDLED } = {}) {
  return build({
    entryPoints: ['main', 'backup', 'restore'].map((name) => ({
      in: `${root}src/${name}.ts`,
      out: name,
    })),
    outdir,
    bundle: true,
    // Parts loaded with import() only when a setting asks for them (S3, Redis) become chunks of
    // their own, so their packages load only then (decision 68). Chunks sit beside the entries:
    // code that finds files from its own URL (src/server-root.ts) may land in one.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node26',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [leaveToNode(bundled)],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
