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
// Without --enable-source-maps, which costs about 25 MiB for as long as the server runs
// (decision 68); NODE_OPTIONS=--enable-source-maps turns it on.
process.execve(process.execPath, [process.execPath, join(repoRoot, 'apps/server/dist/main.js')]);
