import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Routes validate with their zod schemas. Messages a schema does not set itself (a missing field,
 * a wrong type) come out in Russian, like the console's own.
 */
export function useZodValidation(app: FastifyInstance) {
  z.config(z.locales.ru());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
