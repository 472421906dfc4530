// `npm run backup`, `npm run restore` and `npm run cluster`: like `npm start`, install what is
// missing, continue on the pinned Node and build what is stale, then become the command (the
// built one, or the cluster's script, which runs development tools: tsx, the loopback S3
// server). Paths given are read from where npm was called, while the command runs in the
// repository, as the server does, so DATA_DIR means the same folder to all.
import { isAbsolute, resolve } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { continueOnPinnedNode } from './lib/pinned-node.mjs';
import { repoRoot } from './lib/run.mjs';

/** What each command runs on the pinned Node, and whether its arguments are files. */
const COMMANDS = {
  backup: { run: ['--enable-source-maps', 'apps/server/dist/backup.js'], files: true },
  restore: { run: ['--enable-source-maps', 'apps/server/dist/restore.js'], files: true },
  cluster: { run: ['--import', 'tsx', 'apps/server/scripts/cluster/cli.ts'], files: false },
};
const [command, ...args] = process.argv.slice(2);
if (!Object.hasOwn(COMMANDS, command)) {
  console.error(`Usage: node scripts/ops.mjs ${Object.keys(COMMANDS).join('|')} [arguments]`);
  process.exit(2);
}

await ensureDependencies();
await continueOnPinnedNode();
await buildIfStale();

const { run: commandLine, files } = COMMANDS[command];
const calledFrom = process.env.INIT_CWD ?? process.cwd();
const asGiven = (arg) => (arg.startsWith('-') || isAbsolute(arg) ? arg : resolve(calledFrom, arg));
process.chdir(repoRoot);
// The command replaces this process: Ctrl-C and SIGTERM reach it (the cluster stops in order).
process.execve(process.execPath, [
  process.execPath,
  ...commandLine,
  ...(files ? args.map(asGiven) : args),
]);
