import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * Helmet's headers on every response, with the console's Content-Security-Policy. They depend
 * on no request (no nonces), so they are made once here rather than by running helmet's
 * middleware, options parsed anew, on each request.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const sameOrigin = helmetHeaders(OPTIONS);
  const crossOrigin = helmetHeaders({
    ...OPTIONS,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.crossOriginResource ? crossOrigin : sameOrigin);
    done();
  });
}
