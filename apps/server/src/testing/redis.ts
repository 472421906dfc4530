import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/** The Redis that tests may use (TEST_REDIS_URL); without it, suites that need one are skipped. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

/** A key prefix of one test's own, so tests, files and runs sharing one Redis never meet. */
export function uniqueKeyPrefix(): string {
  return `vitrina-test-${randomBytes(6).toString('hex')}`;
}

/** A client for looking at what a test left in Redis; `close` deletes the keys under `prefix`. */
export function inspectRedis(url: string, prefix: string) {
  const redis = new Redis(url);
  return {
    redis,
    async close() {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}

/** A Redis URL where nothing listens, as when Redis is down. */
export async function unreachableRedisUrl(): Promise<string> {
  return `redis://127.0.0.1:${await freePort()}`;
}

/** Redis behind a connection that a test can cut and restore, as in a network outage. */
export interface RedisLink {
  url: string;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisLink(redisUrl: string): Promise<RedisLink> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = async (port: number) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  };
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut: stop,
    restore: () => listen(port),
    close: stop,
  };
}
