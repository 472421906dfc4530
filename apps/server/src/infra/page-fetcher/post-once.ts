import type { IncomingMessage } from 'node:http';
import type { Destination } from './check-destination';
import { openResponse } from './open-response';
import type { PostAnswer, PostRequest } from './page-fetcher';

/**
 * The first `maxBytes` of a body: reading stops there, and leaving the loop destroys the
 * stream, so the rest is never downloaded.
 */
async function readStart(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk.subarray(0, maxBytes - received));
    received += chunk.length;
    if (received >= maxBytes) break;
  }
  return Buffer.concat(chunks);
}

/** POSTs the body to the checked destination and answers whatever status comes back. */
export async function postOnce(
  url: URL,
  destination: Destination,
  signal: AbortSignal,
  { body, headers, maxAnswerBytes }: PostRequest,
): Promise<PostAnswer> {
  const outgoing = {
    method: 'POST' as const,
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    body,
  };
  const response = await openResponse(url, destination.address, destination.port, signal, outgoing);
  try {
    const retryAfter = response.headers['retry-after'] ?? null;
    const body = await readStart(response, maxAnswerBytes);
    return { status: response.statusCode ?? 0, body, retryAfter };
  } finally {
    // Whatever was read, the socket goes now: nothing of the post outlives it.
    response.destroy();
  }
}
