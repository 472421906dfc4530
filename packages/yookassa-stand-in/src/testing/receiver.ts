import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A notification URL on loopback, as a shop's server would have. */
export interface Receiver {
  url: string;
  /** The statuses to answer, in turn; 200 once they run out. */
  statuses: number[];
  /** Each body posted, parsed. */
  received: unknown[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: unknown[] = [];
  const statuses: number[] = [];
  const server = http.createServer(async (request, response) => {
    received.push(JSON.parse(Buffer.concat(await request.toArray()).toString('utf8')));
    response.writeHead(statuses.shift() ?? 200).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`,
    statuses,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A notification URL where nothing listens. */
export async function deadUrl(): Promise<string> {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.url;
}
