import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback port nothing listens on now, for an address that must be known before its server
 * starts (a webhook registered at start-up), or where nothing may answer.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
