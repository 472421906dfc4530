import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PREFIX } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Pages of any origin may read the answer (Cross-Origin-Resource-Policy: cross-origin). */
    crossOriginResource?: boolean;
  }
}

/** The route config of what sites' pages load: the widget's script, media, the public read. */
export const CROSS_ORIGIN_RESOURCE = { crossOriginResource: true } as const;

/**
 * What the console needs and nothing more. Styles allow 'unsafe-inline' because MUI (emotion)
 * injects <style> tags at run time; images may come from any https media host.
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
};

/** The headers helmet's middleware sets with `options`, collected from one run of it. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What an API answer needs, which is data (JSON, or a file to download) and never a page: no
 * sniffing it into one, no framing, no scripts or styles of its own, HSTS, and the resource
 * policy. Helmet's full set (a page's Content-Security-Policy, opener and frame policies…) was
 * about 1 KB of every public answer, several times the size of a small one.
 */
function apiHeaders(crossOriginResource: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-resource-policy': crossOriginResource ? 'cross-origin' : 'same-origin',
  };
}

/** The API's answers, but for its documentation's pages. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);

/**
 * Security headers on every response: the API's small set on its answers, helmet's on pages
 * and files, with the console's Content-Security-Policy. They depend on no request (no
 * nonces), so they are made once here rather than by running helmet's middleware, options
 * parsed anew, on each request.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const documents = {
    sameOrigin: helmetHeaders(OPTIONS),
    crossOrigin: helmetHeaders({
      ...OPTIONS,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  };
  const api = { sameOrigin: apiHeaders(false), crossOrigin: apiHeaders(true) };
  app.addHook('onRequest', (request, reply, done) => {
    const set = isApiAnswer(request.url) ? api : documents;
    reply.headers(
      request.routeOptions.config.crossOriginResource ? set.crossOrigin : set.sameOrigin,
    );
    done();
  });
}
