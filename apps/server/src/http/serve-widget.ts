import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../errors/app-error';
import { CROSS_ORIGIN_RESOURCE } from './security-headers';

const WIDGET_NOT_BUILT = 'Widget is not built: run npm run build';

/** widget.js names its chunks by their content, so a name's content never changes. */
const FOR_GOOD = 'public, max-age=31536000, immutable';
/** The chunks widget.js imports on first use: the product view's and the cart's. */
const CHUNKS = ['widget-view', 'widget-cart', 'widget-payment'] as const;
/** The part of a chunk's name the build derives from its content: letters and digits. */
const CONTENT_HASH = /^[A-Za-z0-9]{1,64}$/;

/**
 * A script of the widget, readable from any origin: the Cross-Origin-Resource-Policy is relaxed
 * on these routes only, and `Access-Control-Allow-Origin: *` lets a page on any origin load it
 * as a module. `reply.sendFile` comes from @fastify/static, which serveConsole registers.
 */
function sendScript(reply: FastifyReply, file: string, cacheControl: string) {
  return reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*')
    .sendFile(basename(file), dirname(file), { contentType: false, cacheControl: false });
}

/**
 * The script merchants embed in their sites, revalidated by ETag so a new build reaches every
 * site at once, and beside it the chunks `widget-view.<hash>.js` and `widget-cart.<hash>.js` that
 * the script imports on the view's first opening and the cart's first use, cached for good
 * (decisions 43, 59).
 */
export function serveWidget(app: FastifyInstance, widgetFile: string) {
  app.get(
    '/widget.js',
    { schema: { hide: true }, config: CROSS_ORIGIN_RESOURCE },
    (_request, reply) => {
      if (!existsSync(widgetFile)) {
        return reply.code(503).type('text/plain; charset=utf-8').send(WIDGET_NOT_BUILT);
      }
      return sendScript(reply, widgetFile, 'no-cache');
    },
  );
  for (const chunk of CHUNKS) {
    app.get<{ Params: { hash: string } }>(
      `/${chunk}.:hash.js`,
      { schema: { hide: true }, config: CROSS_ORIGIN_RESOURCE },
      ({ params: { hash } }, reply) => {
        const file = join(dirname(widgetFile), `${chunk}.${hash}.js`);
        if (!CONTENT_HASH.test(hash) || !existsSync(file)) throw new NotFoundError();
        return sendScript(reply, file, FOR_GOOD);
      },
    );
  }
}
