import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS } from '../config/http';
import { useTestApp } from '../testing/signed-in-app';

const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, headersMs: 400, requestMs: 800 };
/** Node checks deadlines at intervals (see server-timeouts.ts); beyond that, a busy machine's lag. */
const CUT_WITHIN_MS = 1_500;
const BYTE_EVERY_MS = 25;

const FORM_HEAD = [
  'POST /api/user/login HTTP/1.1',
  'Host: localhost',
  'Content-Type: application/x-www-form-urlencoded',
  'Connection: close',
].join('\r\n');

interface Exchange {
  answer: string;
  elapsedMs: number;
  bytesTrickled: number;
}

describe('a client that sends its request slowly', () => {
  const testApp = useTestApp({ config: { http: { timeouts } } });
  let port = 0;
  /** Closed by the server when the timeouts work; closed here otherwise, so the app can close. */
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
  });

  /**
   * Opens a real connection, writes `head` at once and then `trickle` a byte at a time, and
   * resolves when the server closes the connection, with what it answered.
   */
  function exchange(head: string, trickle: string): Promise<Exchange> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.add(socket);
      const received: Buffer[] = [];
      let bytesTrickled = 0;
      let timer: NodeJS.Timeout | undefined;
      let started = 0;
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      // Writing onto a connection the server has just cut fails; the close below still comes.
      socket.on('error', () => {});
      socket.once('connect', () => {
        started = performance.now();
        socket.write(head);
        timer = setInterval(() => {
          if (bytesTrickled < trickle.length) socket.write(trickle.charAt(bytesTrickled++));
        }, BYTE_EVERY_MS);
      });
      socket.once('close', () => {
        clearInterval(timer);
        const answer = Buffer.concat(received).toString('latin1');
        resolve({ answer, elapsedMs: performance.now() - started, bytesTrickled });
      });
    });
  }

  it('answers 408 and closes the connection when the body does not arrive in time', async () => {
    const body = 'username=a%40shop.ru&password='.padEnd(1_000, 'x');
    const head = `${FORM_HEAD}\r\nContent-Length: ${body.length}\r\n\r\n`;

    const { answer, elapsedMs, bytesTrickled } = await exchange(head, body);

    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(elapsedMs).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(elapsedMs).toBeLessThan(timeouts.requestMs + CUT_WITHIN_MS);
    expect(bytesTrickled).toBeLessThan(body.length);
  });

  it('answers 408 and closes the connection when the headers do not arrive in time', async () => {
    const endlessHeader = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(1_000)}`;

    const { answer, elapsedMs } = await exchange('', endlessHeader);

    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(elapsedMs).toBeLessThan(timeouts.headersMs + CUT_WITHIN_MS);
  });

  it('answers a slow request that arrives within the deadline', async () => {
    const body = 'username=a%40shop.ru&password=wrong-password';
    const head = `${FORM_HEAD}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, -8)}`;

    const { answer } = await exchange(head, body.slice(-8));

    expect(answer).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
  });
});
