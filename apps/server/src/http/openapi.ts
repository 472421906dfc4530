import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };

export const API_DOCS_PREFIX = '/api/docs';

/** The `security` of signed-in routes: an access token in `Authorization: Bearer`. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * OpenAPI generated from the routes' zod schemas; registered before the routes so it sees them.
 * The UI's page loads only its own scripts and styles, so the app-wide CSP covers it as is.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vitrina API',
        description: 'The console API (/api/user, /api/v1) and the public widget API.',
        version: packageJson.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
