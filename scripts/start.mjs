// `npm start`: install what is missing, continue on the pinned Node, build what is stale, then
// run the server (which migrates the database before it listens).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { continueOnPinnedNode } from './lib/pinned-node.mjs';
import { repoRoot } from './lib/run.mjs';

await ensureDependencies();
await continueOnPinnedNode();
await buildIfStale();

const server = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
