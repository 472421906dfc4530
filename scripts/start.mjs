// `npm start`: install what is missing, continue on the pinned Node, build what is stale, then
// become the built server (which migrates the database before it listens).
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { continueOnPinnedNode } from './lib/pinned-node.mjs';
import { repoRoot } from './lib/run.mjs';

await ensureDependencies();
await continueOnPinnedNode();
await buildIfStale();

// The server replaces this process rather than running as its child: no idle parent holds
// memory, and signals reach the server itself.
process.chdir(repoRoot);
process.execve(process.execPath, [
  process.execPath,
  '--enable-source-maps',
  join(repoRoot, 'apps/server/dist/main.js'),
]);
