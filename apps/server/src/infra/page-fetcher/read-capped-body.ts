import type { IncomingMessage } from 'node:http';
import { PageFetchError } from './page-fetcher';

/**
 * Reads a response body, refusing it once more than `maxBytes` arrive; a Content-Length above
 * the cap is refused before reading anything.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    throw new PageFetchError('TOO_LARGE');
  }
  const chunks: Buffer[] = [];
  let received = 0;
  // Leaving the loop early destroys the stream, so the rest is never downloaded.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) throw new PageFetchError('TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
