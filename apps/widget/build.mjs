// Bundles the embeddable widget into one IIFE file and enforces its byte budget.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The widget runs on merchants' pages: every byte is theirs to download. */
export const GZIP_BUDGET_BYTES = 10 * 1024;

const root = fileURLToPath(new URL('.', import.meta.url));
const outfile = `${root}dist/widget.js`;

export async function buildWidget() {
  await build({
    entryPoints: [`${root}src/main.ts`],
    outfile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2018',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const bytes = readFileSync(outfile);
  const gzipBytes = gzipSync(bytes).length;
  if (gzipBytes > GZIP_BUDGET_BYTES) {
    throw new Error(`widget.js is ${gzipBytes} B gzipped, over its ${GZIP_BUDGET_BYTES} B budget`);
  }
  return { outfile, rawBytes: bytes.length, gzipBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rawBytes, gzipBytes } = await buildWidget();
  console.log(`widget.js: ${rawBytes} B raw, ${gzipBytes} B gzip (budget ${GZIP_BUDGET_BYTES} B)`);
}
