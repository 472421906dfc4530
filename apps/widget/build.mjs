// Bundles the embeddable widget and enforces its byte budgets: widget.js, the one IIFE every
// merchant's page loads, and the ES modules it imports on first use, each named by its content:
// widget-view.<hash>.js, the product view's (decision 43), widget-cart.<hash>.js, the cart's
// (decision 59), and widget-payment.<hash>.js, online payment's.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The widget runs on merchants' pages: every byte is theirs to download. 10 KB for everything
 * the first card needs (decision 79): the order API's refusals stay
 * on the server, prices are written without Intl, and the limits it imports are plain literals.
 */
export const GZIP_BUDGET_BYTES = 10 * 1024;
/** The product view's chunk, downloaded by the buyers who open a product. */
export const VIEW_GZIP_BUDGET_BYTES = 3 * 1024;
/**
 * The cart's chunk, downloaded by the buyers who put a product in it (decision 59). It carries
 * its own copy of the order form, the frame it shares with widget.js (an IIFE shares no code),
 * and the dialog choosing a product's combination and quantity before it goes in.
 */
export const CART_GZIP_BUDGET_BYTES = 11 * 1024;
/**
 * The payment's chunk, downloaded by the buyers who order from a widget paid online or come back
 * from paying. It carries the buyer's payment words (contracts' buyer-payment, 4 002 B in all
 * when this was set), and the frame it shares with widget.js for the dialog on return.
 */
export const PAYMENT_GZIP_BUDGET_BYTES = 4.5 * 1024;

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;
const outfile = `${dist}/widget.js`;
const chunkFile = (name) => new RegExp(`^${name}\\.[A-Z0-9]+\\.js$`);

/** ES2020: widget.js imports the view's module with `import()`. */
const options = {
  bundle: true,
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};

function measure(file, budget) {
  const bytes = readFileSync(file);
  const gzipBytes = gzipSync(bytes).length;
  if (gzipBytes > budget) {
    throw new Error(`${basename(file)} is ${gzipBytes} B gzipped, over its ${budget} B budget`);
  }
  return { outfile: file, rawBytes: bytes.length, gzipBytes };
}

/**
 * A chunk's module under a name that changes with its content, so it may be cached for good;
 * older ones are removed once the new one is written.
 */
async function buildChunk(chunk, entry, budget) {
  const { metafile } = await build({
    ...options,
    entryPoints: { [chunk]: `${root}src/${entry}` },
    entryNames: '[name].[hash]',
    outdir: dist,
    format: 'esm',
    metafile: true,
  });
  const name = basename(Object.keys(metafile.outputs)[0]);
  const pattern = chunkFile(chunk);
  for (const old of readdirSync(dist).filter((file) => pattern.test(file) && file !== name)) {
    rmSync(`${dist}/${old}`, { force: true });
  }
  return measure(`${dist}/${name}`, budget);
}

export async function buildWidget() {
  mkdirSync(dist, { recursive: true });
  const view = await buildChunk('widget-view', 'view/product-view.ts', VIEW_GZIP_BUDGET_BYTES);
  const cart = await buildChunk('widget-cart', 'cart/cart-ui.ts', CART_GZIP_BUDGET_BYTES);
  const payment = await buildChunk(
    'widget-payment',
    'payment/payment-ui.ts',
    PAYMENT_GZIP_BUDGET_BYTES,
  );
  await build({
    ...options,
    entryPoints: [`${root}src/main.ts`],
    outfile,
    format: 'iife',
    define: {
      __VIEW_FILE__: JSON.stringify(basename(view.outfile)),
      __CART_FILE__: JSON.stringify(basename(cart.outfile)),
      __PAYMENT_FILE__: JSON.stringify(basename(payment.outfile)),
    },
  });
  return { ...measure(outfile, GZIP_BUDGET_BYTES), view, cart, payment };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rawBytes, gzipBytes, view, cart, payment } = await buildWidget();
  console.log(`widget.js: ${rawBytes} B raw, ${gzipBytes} B gzip (budget ${GZIP_BUDGET_BYTES} B)`);
  for (const [chunk, budget] of [
    [view, VIEW_GZIP_BUDGET_BYTES],
    [cart, CART_GZIP_BUDGET_BYTES],
    [payment, PAYMENT_GZIP_BUDGET_BYTES],
  ]) {
    console.log(
      `${basename(chunk.outfile)}: ${chunk.rawBytes} B raw, ${chunk.gzipBytes} B gzip (budget ${budget} B)`,
    );
  }
}
