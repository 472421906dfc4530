import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct } from '../../testing/catalog';
import { jpeg } from '../../testing/images';
import { photoRowCounts, storedKeys, uploadBody } from '../../testing/photo-uploads';
import { useSignedInApp } from '../../testing/signed-in-app';

const BOUNDARY = 'vitrina-broken';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A body of these parts' raw text (headers, blank line, content), closed or not. */
function rawBody(parts: Array<{ head: string; content: Buffer | string }>, closed = true) {
  const chunks = parts.flatMap(({ head, content }) => [
    Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}

const photoHead =
  'Content-Disposition: form-data; name="file_content"; filename="a.jpg"\r\nContent-Type: image/jpeg';

describe('a broken multipart upload to photos', () => {
  const session = useSignedInApp();
  let productId: number;
  let image: Buffer;

  beforeAll(async () => {
    const collection = await createCollection(session.app, session.merchant);
    productId = (await createProduct(session.app, session.merchant, collection.id)).id;
    image = await jpeg();
  });

  const stored = async () => ({
    rows: await photoRowCounts(session.testApp.database.db),
    files: await storedKeys(session.testApp),
  });

  const photo = () => ({ head: photoHead, content: image });

  it.each([
    ['a truncated part', () => rawBody([photo()]).subarray(0, 200)],
    ['a missing boundary end', () => rawBody([photo()], false)],
    [
      'a part without a name',
      () => rawBody([{ head: 'Content-Disposition: form-data; filename="a.jpg"', content: image }]),
    ],
    [
      'a part header over the limit (80 KB) that the body ends in',
      () => Buffer.from(`--${BOUNDARY}\r\n${photoHead}\r\nX-Note: ${'a'.repeat(100_000)}`),
    ],
    [
      'a part named as a property of every object',
      () =>
        rawBody([
          { head: 'Content-Disposition: form-data; name="__proto__"', content: 'x' },
          photo(),
        ]),
    ],
    [
      'a field declared JSON that is not',
      () =>
        rawBody([
          {
            head: 'Content-Disposition: form-data; name="note"\r\nContent-Type: application/json',
            content: '{',
          },
          photo(),
        ]),
    ],
  ])('answers %s with 400 and a Russian message, storing nothing', async (_case, body) => {
    const before = await stored();

    const response = await uploadBody(session.app, session.merchant, productId, {
      payload: body(),
      headers,
    });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(messages.photo.malformedBody);
    expect(await stored()).toEqual(before);
  });

  it('answers a Content-Type without its boundary with 400 and a Russian message', async () => {
    const response = await uploadBody(session.app, session.merchant, productId, {
      payload: rawBody([photo()]),
      headers: { 'content-type': 'multipart/form-data' },
    });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(messages.photo.malformedBody);
  });

  it('still takes a well-formed upload after them', async () => {
    const response = await uploadBody(session.app, session.merchant, productId, {
      payload: rawBody([photo()]),
      headers,
    });

    expect(response.statusCode, response.body).toBe(200);
  });
});
