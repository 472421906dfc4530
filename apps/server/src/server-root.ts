import { fileURLToPath } from 'node:url';

/**
 * A path inside the server's package folder (`apps/server`). This module sits one folder below
 * it, as the built bundle (`dist/main.js`) does, so the same relative URL holds whether the
 * server runs from its sources or from the build.
 */
export const fromServerRoot = (path: string): string =>
  fileURLToPath(new URL(`../${path}`, import.meta.url));
