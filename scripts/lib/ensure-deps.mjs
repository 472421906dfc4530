// Installs npm packages when node_modules is missing or older than package-lock.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './run.mjs';

const lockFile = join(repoRoot, 'package-lock.json');
const stampFile = join(repoRoot, 'node_modules', '.vitrina-lock-hash');

function lockHash() {
  return createHash('sha256').update(readFileSync(lockFile)).digest('hex');
}

export async function ensureDependencies() {
  const wanted = lockHash();
  const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  if (installed === wanted) return;
  console.log(installed ? 'Dependencies changed: npm ci' : 'Installing dependencies: npm ci');
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot });
  writeFileSync(stampFile, wanted);
}
