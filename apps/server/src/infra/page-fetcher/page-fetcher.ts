/** Why a merchant-supplied page could not be fetched; the verification maps each to a message. */
export type PageFetchRefusal =
  | 'SCHEME' // not http: or https:
  | 'PORT' // a port other than 80/443 (lifted by allowPrivate)
  | 'ADDRESS' // a literal or resolved address that is not public (lifted by allowPrivate)
  | 'UNREACHABLE' // DNS failure, connection refused or reset, TLS failure
  | 'TIMEOUT' // the whole fetch, redirects included, took longer than the deadline
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS' // a final answer that is not 2xx; `status` says which
  | 'TOO_LARGE'; // the body passed the byte cap

export class PageFetchError extends Error {
  constructor(
    readonly reason: PageFetchRefusal,
    readonly status?: number,
  ) {
    super(status === undefined ? reason : `${reason} ${status}`);
    this.name = 'PageFetchError';
  }
}

export interface FetchedPage {
  /** The address that answered, after redirects. */
  url: URL;
  body: string;
}

/** A file fetched whole: the address that answered, after redirects, and its bytes. */
export interface FetchedFile {
  url: URL;
  bytes: Buffer;
}

/** A body sent to an address a merchant gave (a webhook's delivery). */
export interface PostRequest {
  body: string;
  headers: Record<string, string>;
  /** For the whole of it: the address's check, the connection, the answer's head and body. */
  timeoutMs: number;
  /** Bytes of the answer's body read at most; the rest is not downloaded. */
  maxAnswerBytes: number;
}

/** What the receiver answered, whatever its status: the status and the start of the body. */
export interface PostAnswer {
  status: number;
  body: Buffer;
  /** The receiver's Retry-After header as sent, or null. */
  retryAfter: string | null;
}

/**
 * Fetches pages and files at addresses a merchant gave, and posts to them, refusing every
 * non-public destination.
 */
export interface PageFetcher {
  fetchPage(url: URL): Promise<FetchedPage>;
  /** A file (an imported product's photo) within its own time and size limits. */
  fetchFile(url: URL, limits: { timeoutMs: number; maxBytes: number }): Promise<FetchedFile>;
  /** Refuses `url` as a fetch of it would, before connecting (its name resolved), and sends nothing. */
  checkAddress(url: URL): Promise<void>;
  /** POSTs once: a redirect is not followed, and any status is an answer, not a refusal. */
  post(url: URL, request: PostRequest): Promise<PostAnswer>;
}
