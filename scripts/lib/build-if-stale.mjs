// Builds the console, the widget and the server when any of their sources is newer than the build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './run.mjs';

const contracts = 'packages/contracts/src';

const targets = [
  {
    workspace: 'apps/console',
    output: 'apps/console/dist/index.html',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      contracts,
    ],
  },
  {
    workspace: 'apps/widget',
    output: 'apps/widget/dist/widget.js',
    sources: ['apps/widget/src', 'apps/widget/build.mjs', contracts],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', contracts],
  },
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

function isStale({ output, sources }) {
  const built = join(repoRoot, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(repoRoot, source)) > builtAt);
}

export async function buildIfStale() {
  for (const target of targets.filter(isStale)) {
    console.log(`Building ${target.workspace}`);
    await run('npm', ['run', 'build', '-w', target.workspace], { cwd: repoRoot });
  }
}
