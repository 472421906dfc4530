import multipart from '@fastify/multipart';
import { messageResponseSchema } from '@vitrina/contracts/auth';
import { idSchema } from '@vitrina/contracts/id';
import { messages } from '@vitrina/contracts/messages';
import { productSchema } from '@vitrina/contracts/products';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { errorResponses } from '../../http/error-responses';
import { idParam, idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ProductCopyService } from './product-copy.service';
import type { ProductPhotosService } from './product-photos.service';
import { FILE_FIELD, multipartOptions, readPhotoUploads } from './read-photo-uploads';

const tags = ['catalog'];

/** A product's photos (upload, delete) and its copy, which copies the photos' files. */
export const productPhotosRoutes: FeatureRoutes<{
  productPhotos: ProductPhotosService;
  productCopy: ProductCopyService;
  config: Config;
}> = async (app, { productPhotos, productCopy, config }) => {
  const limits = config.media.photoLimits;

  // Multipart bodies are parsed for this route alone, within the upload limits.
  await app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(limits));
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/catalog/product/:id/photos',
      {
        config: { access: 'catalog.write' },
        schema: {
          summary: `Add photos: multipart/form-data, each image in a repeated \`${FILE_FIELD}\` field`,
          description:
            `JPEG, PNG, WebP, GIF (its first frame), AVIF, and HEIC where the server can decode it, ` +
            `judged by their bytes. At most ${limits.maxFilesPerRequest} files of ` +
            `${limits.maxFileBytes} bytes and ${limits.maxMegapixels} megapixels each; a product ` +
            `has at most ${limits.maxPhotosPerProduct} photos. One refused file refuses the ` +
            `request; a body that is not well-formed multipart is refused with 400. Answers the ` +
            `product with its photos.`,
          tags,
          security: bearerAuth,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: {
            200: z.object({ data: productSchema }),
            ...errorResponses(400, 401, 404, 413, 415, 422),
          },
        },
      },
      async (request) => {
        const shopId = request.shop.id;
        await productPhotos.checkRoom(shopId, request.params.id);
        const files = await readPhotoUploads(request, limits);
        return { data: await productPhotos.add(shopId, request.params.id, files) };
      },
    );
  });

  app.delete(
    '/catalog/product/:id/photo/:photoId',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Delete a photo of a product; its files go with it',
        tags,
        security: bearerAuth,
        params: z.object({ id: idParam, photoId: idParam }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      await productPhotos.delete(request.shop.id, id, photoId);
      return { message: messages.photo.deleted };
    },
  );

  app.post(
    '/catalog/product/:id/copy',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Copy a product into its collection, with its categories and photos',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: {
          200: z.object({
            data: z.object({
              id: idSchema,
              collections: productSchema.shape.collections,
            }),
          }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request) => ({
      data: await productCopy.copy(request.shop.id, request.params.id),
    }),
  );
};
