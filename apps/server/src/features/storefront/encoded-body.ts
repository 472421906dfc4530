import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { boundedMemo } from '../../shared/bounded-memo';

type Encoding = 'br' | 'gzip';

/**
 * An answer's JSON as UTF-8 bytes (`identity`) and compressed, made once when it is read: a
 * request costs neither compressing nor encoding the text.
 */
export type EncodedBody = Record<Encoding | 'identity', Buffer>;

export function encodeBody(text: string): EncodedBody {
  const identity = Buffer.from(text);
  const brotli = {
    [constants.BROTLI_PARAM_QUALITY]: 9,
    [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
  };
  return {
    identity,
    br: brotliCompressSync(identity, { params: brotli }),
    gzip: gzipSync(identity),
  };
}

/** The encodings an Accept-Encoding header names, less those it refuses with `q=0`. */
function acceptedNames(header: string): Set<string> {
  return new Set(
    header.split(',').flatMap((part) => {
      const [name = '', ...params] = part.toLowerCase().split(';');
      const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
      return refused ? [] : [name.trim()];
    }),
  );
}

function encodingOf(header: string): Encoding | null {
  const names = acceptedNames(header);
  if (names.has('br')) return 'br';
  return names.has('gzip') ? 'gzip' : null;
}

/** Browsers send a handful of Accept-Encoding headers, on every public read: each is read once. */
const memoEncodingOf = boundedMemo(64, encodingOf);

/** The client's encoding of ours, brotli first; null: the text as it is. */
export const acceptedEncoding = (header: string | undefined): Encoding | null =>
  memoEncodingOf(header ?? '');
