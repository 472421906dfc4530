// Browser journeys drive Debian's Chromium; install it when it is missing and we can.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const installCommand = 'apt-get update && apt-get install -y chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with: sudo ${installCommand}`,
    );
  }
  console.log('Installing Chromium for the browser journeys');
  await run('sh', ['-c', installCommand], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
