// The suites drive two Debian programs: Chromium for the browser journeys, LibreOffice Calc for
// the check that exports open clean. Each is installed when missing and we can.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const packages = [
  { name: 'chromium', path: chromiumPath },
  { name: 'libreoffice-calc-nogui', path: '/usr/bin/soffice' },
];

export async function ensureSystemPackages() {
  const missing = packages.filter(({ path }) => !existsSync(path)).map(({ name }) => name);
  if (missing.length === 0) return;
  const installCommand = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(`Missing ${missing.join(', ')}. Install with: sudo ${installCommand}`);
  }
  console.log(`Installing ${missing.join(', ')} for the suites`);
  await run('sh', ['-c', installCommand], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
