import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors/app-error';
import { isMediaKey, MEDIA_CACHE_CONTROL, mediaTypeOf } from '../infra/media/media-keys';
import type { MediaStorage, StoredMedia } from '../infra/media/media-storage';
import { isFresh } from './is-fresh';
import { CROSS_ORIGIN_RESOURCE } from './security-headers';

interface ServedFile {
  stored: StoredMedia;
  /** The type the server states: its own table's, which the stored type must equal. */
  contentType: string;
}

/**
 * The file a key names, if it is one this server serves: a valid key whose extension names a
 * served type, stored with exactly that type. Anything else is as missing as a missing file.
 */
async function servedFile(media: MediaStorage, key: string): Promise<ServedFile | undefined> {
  const contentType = isMediaKey(key) ? mediaTypeOf(key) : undefined;
  if (!contentType) return undefined;
  const stored = await media.read(key);
  if (stored?.contentType === contentType) return { stored, contentType };
  stored?.body.destroy();
  return undefined;
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { stored, contentType }: ServedFile,
) {
  reply
    .header('content-type', contentType)
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('access-control-allow-origin', '*');
  if (stored.etag) reply.header('etag', stored.etag);
  if (isFresh(request, stored.etag)) {
    stored.body.destroy();
    return reply.code(304).send();
  }
  reply.header('content-length', stored.size);
  if (request.method === 'HEAD') {
    stored.body.destroy();
    return reply.send();
  }
  return reply.send(stored.body);
}

/**
 * Media files at `/media/{key}`, read from the storage: product photos that the console and the
 * widget on merchants' sites show, so they are public, readable from any origin (the Cross-
 * Origin-Resource-Policy is relaxed on this route, as on /widget.js) and cached for a year,
 * since a key's content never changes. The server states the content type (`nosniff` comes
 * from helmet); a key that is not one, a type it does not serve and a missing file are all 404.
 */
export function serveMedia(app: FastifyInstance, media: MediaStorage) {
  // `/media` itself names no file: a 404 like any other bad key, rather than the console.
  for (const url of ['/media', '/media/*']) {
    app.route<{ Params: { '*'?: string } }>({
      method: ['GET', 'HEAD'],
      url,
      schema: { hide: true },
      config: CROSS_ORIGIN_RESOURCE,
      handler: async (request, reply) => {
        const file = await servedFile(media, request.params['*'] ?? '');
        if (!file) throw new NotFoundError();
        return sendFile(request, reply, file);
      },
    });
  }
}
