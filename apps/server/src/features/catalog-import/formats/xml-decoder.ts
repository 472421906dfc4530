import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import iconv from 'iconv-lite';
import { XmlFileError } from './xml-file-error';

/** The declaration, `<?xml version="1.0" encoding="windows-1251"?>`, ends well within this. */
const HEAD_BYTES = 1024;
const DECLARED_ENCODING = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([\w.:-]+)["']/;

const startsWith = (bytes: Buffer, ...mark: number[]) =>
  mark.every((byte, at) => bytes[at] === byte);

/** A byte-order mark first, then the declaration; XML without either is UTF-8. */
function encodingOf(head: Buffer): string {
  if (startsWith(head, 0xef, 0xbb, 0xbf)) return 'utf-8';
  if (startsWith(head, 0xff, 0xfe) || startsWith(head, 0xfe, 0xff)) return 'utf-16';
  const declared = DECLARED_ENCODING.exec(head.toString('latin1'))?.[1];
  if (declared === undefined) return 'utf-8';
  if (!iconv.encodingExists(declared))
    throw new XmlFileError(xmlMessages.unknownEncoding(declared));
  return declared;
}

/**
 * A file's bytes as text, chunk by chunk, in the encoding its declaration names (1C still writes
 * windows-1251). The first bytes are held until the declaration is whole; a character cut
 * between chunks is joined by the decoder.
 */
export class XmlDecoder {
  private head: Buffer[] = [];
  private decoder: iconv.DecoderStream | undefined;

  write(chunk: Buffer): string {
    if (this.decoder) return this.decoder.write(chunk);
    this.head.push(chunk);
    const head = Buffer.concat(this.head);
    return head.length >= HEAD_BYTES || head.includes('?>') ? this.start(head) : '';
  }

  end(): string {
    const rest = this.decoder ? '' : this.start(Buffer.concat(this.head));
    return rest + (this.decoder?.end() ?? '');
  }

  private start(head: Buffer): string {
    this.decoder = iconv.getDecoder(encodingOf(head));
    this.head = [];
    return this.decoder.write(head);
  }
}
