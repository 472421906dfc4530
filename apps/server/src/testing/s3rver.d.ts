// The parts of s3rver (an S3-compatible server for tests, without types of its own) in use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets without going through S3's API. */
    configureBuckets(): Promise<void>;
    /** A request listener for a server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
