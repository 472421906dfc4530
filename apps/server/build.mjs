// Bundles the server's TypeScript, with the contracts it imports, into one ES module that plain
// Node runs: no compiling at start, which took most of the start-up under tsx. Packages from
// node_modules stay outside the bundle and load as they are.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every bare import but the workspace's own packages (TypeScript sources) is left to Node. */
const leavePackagesToNode = {
  name: 'leave-packages-to-node',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@vitrina/') ? undefined : { path, external: true },
    );
  },
};

await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${root}dist/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [leavePackagesToNode],
});
