import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CROSS_ORIGIN_RESOURCE } from './security-headers';

const WIDGET_NOT_BUILT = 'Widget is not built: run npm run build';

/**
 * The script merchants embed in their sites: readable from any origin (so the Cross-Origin-
 * Resource-Policy is relaxed on this route only) and revalidated by ETag, so a new build reaches
 * every site at once. `reply.sendFile` comes from @fastify/static, which serveConsole registers.
 */
export function serveWidget(app: FastifyInstance, widgetFile: string) {
  app.get(
    '/widget.js',
    { schema: { hide: true }, config: CROSS_ORIGIN_RESOURCE },
    (_request, reply) => {
      if (!existsSync(widgetFile)) {
        return reply.code(503).type('text/plain; charset=utf-8').send(WIDGET_NOT_BUILT);
      }
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .sendFile(basename(widgetFile), dirname(widgetFile), {
          contentType: false,
          cacheControl: false,
        });
    },
  );
}
