import { Readable } from 'node:stream';

/**
 * The bytes (or the text's UTF-8) as a stream of `size`-byte chunks: cuts fall inside tags,
 * entities and letters, as a network or a disk may cut them.
 */
export function chunkedStream(content: string | Buffer, size = Infinity): Readable {
  const bytes = Buffer.from(content);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += Math.min(size, bytes.length)) {
    chunks.push(bytes.subarray(at, at + size));
  }
  return Readable.from(chunks);
}

/** Everything an async iterable yields, in order. */
export async function collected<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
