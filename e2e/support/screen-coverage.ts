// Set up in every journey file (vitest `setupFiles`): after the file, every console screen its
// journeys visited must have been scanned at each width it was shown, and its scans are written
// to e2e/artifacts/accessibility/ for a person to read.
import { mkdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import { scanRecords } from './accessibility';
import { artifactsDir } from './browser';
import { endTest, unscannedScreens } from './screens';

afterEach(({ task }) => endTest(task.result?.state === 'fail'));

/** The journey file this set-up runs for. */
const journeyFile = basename(expect.getState().testPath ?? 'unknown', '.e2e.ts');

afterAll(async () => {
  const folder = `${artifactsDir}accessibility/`;
  await mkdir(folder, { recursive: true });
  await writeFile(`${folder}${journeyFile}.json`, `${JSON.stringify(scanRecords, null, 2)}\n`);
  const unscanned = unscannedScreens();
  if (unscanned.length > 0) {
    throw new Error(
      `console screens visited but never scanned (call expectAccessible once the screen is ` +
        `shown):\n${unscanned.map((screen) => `- ${screen}`).join('\n')}`,
    );
  }
});
