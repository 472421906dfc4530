// The runtime is the `node` devDependency, so any Node with npm can bootstrap a fresh clone: the
// start and test scripts install the dependencies on whichever Node runs them, then continue on
// the pinned one. Keep this file runnable by Node 20.
import { spawn } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { repoRoot } from './run.mjs';

const binDir = join(repoRoot, 'node_modules/.bin');
const pinnedNode = join(binDir, 'node');

function runsPinnedNode() {
  const manifest = join(repoRoot, 'node_modules/node/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  // The second test keeps a binary that misreports its version from re-executing forever.
  return process.version === `v${version}` || process.execPath === realpathSync(pinnedNode);
}

/**
 * Resolves at once when this process runs the pinned Node. Otherwise runs this script again on
 * it, passes SIGINT and SIGTERM on and exits with its status; the promise then never resolves.
 */
export function continueOnPinnedNode() {
  if (runsPinnedNode()) return Promise.resolve();
  const child = spawn(pinnedNode, process.argv.slice(1), {
    stdio: 'inherit',
    // Tools started by their bin scripts (`#!/usr/bin/env node`) pick the pinned Node too.
    env: { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? 128 + constants.signals[signal]));
  return new Promise((_, reject) => child.on('error', reject));
}
