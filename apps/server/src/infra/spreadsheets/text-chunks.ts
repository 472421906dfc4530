/**
 * Characters a chunk of a streamed file holds, about: a string past ~128 KB (64 K characters of
 * Cyrillic) is made in V8's old generation, where it waits for a full collection, while small
 * ones die young, so the heap does not grow with the file.
 */
const CHUNK_LENGTH = 16 * 1024;

/** The texts of the items, joined into chunks of about `CHUNK_LENGTH` characters. */
export function* textChunks<Item>(items: Iterable<Item>, text: (item: Item) => string) {
  let parts: string[] = [];
  let length = 0;
  for (const item of items) {
    const part = text(item);
    parts.push(part);
    length += part.length;
    if (length < CHUNK_LENGTH) continue;
    yield parts.join('');
    parts = [];
    length = 0;
  }
  if (parts.length > 0) yield parts.join('');
}
