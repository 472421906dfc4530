import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config/media';

/** A request as the S3 server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface S3TestServer {
  /** Settings that reach the server's one bucket; s3rver checks signatures with these keys. */
  settings: S3Settings;
  /** Every request received so far, in order. */
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** s3rver on a free loopback port, keeping its files in a temporary folder, with one bucket. */
export async function startS3TestServer(bucket = 'vitrina-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'vitrina-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    });
    handle(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: undefined,
    },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
