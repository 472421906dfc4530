import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors/app-error';

const CONSOLE_NOT_BUILT = 'Console is not built: run npm run build';

/** Vite puts content-hashed file names under assets/: they never change, so they cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: the browser revalidates them with the ETag on every use. */
const REVALIDATE = 'no-cache';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function pathOf(request: FastifyRequest): string {
  return request.url.replace(/\?.*$/s, '');
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** A browser opening a console route such as /catalog/12/34: the SPA answers it. */
function isConsoleNavigation(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !path.startsWith('/assets/') &&
    acceptsHtml(request)
  );
}

/** The built console at `/`, with the SPA fallback to index.html; every other miss is a 404. */
export async function serveConsole(app: FastifyInstance, consoleDir: string) {
  const consoleRoot = join(consoleDir, sep);
  const assetsDir = join(consoleDir, 'assets') + sep;
  const indexFile = join(consoleDir, 'index.html');
  if (!existsSync(indexFile)) app.log.warn(`${CONSOLE_NOT_BUILT} (no index.html in ${consoleDir})`);

  await app.register(fastifyStatic, {
    root: consoleDir,
    suppressWarning: true,
    // The build writes .br and .gz copies of its assets (decision 0040): sent as they are.
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => !isApiPath(path),
    setHeaders: (reply, path) => {
      // The widget's scripts are sent by this plugin too, with their own caching.
      if (!path.startsWith(consoleRoot)) return;
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isConsoleNavigation(request)) throw new NotFoundError();
    // Checked on each request, so a console built while the server runs is served at once.
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT);
    }
    return reply.sendFile('index.html');
  });
}
