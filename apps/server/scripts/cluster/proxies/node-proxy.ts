// The fallback when neither nginx nor HAProxy is installed: node's http-proxy in the cluster's
// own process, round-robin over the processes, with nginx's rules for a process that is gone.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import {
  EVENT_STREAM_PATH,
  MAX_BODY_MEGABYTES,
  READ_TIMEOUT_SECONDS,
  UPSTREAM_HEADER,
  type ProxyOptions,
  type RunningProxy,
} from './proxy';

/** How long a process that refused a connection is passed over, as nginx's fail_timeout. */
const DOWN_MS = 2000;
/** Methods whose request may run twice, as nginx judges: all but POST and PATCH. */
const NOT_REPEATABLE = new Set(['POST', 'PATCH']);
const MAX_BODY_BYTES = MAX_BODY_MEGABYTES * 1024 * 1024;

type Request = http.IncomingMessage;
type Response = http.ServerResponse;

/** The request's body, read whole so that it can be sent again to another process. */
async function bodyOf(request: Request): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function fail(response: Response, status: number, text: string) {
  if (response.headersSent) return void response.destroy();
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

/** Round-robin over the processes not known to be down; a down one only when all are. */
function roundRobin(upstreams: number[]) {
  const downUntil = new Map<number, number>();
  let next = 0;
  return {
    pick(tried: Set<number>): number | undefined {
      const untried = upstreams.filter((upstream) => !tried.has(upstream));
      const now = performance.now();
      const live = untried.filter((upstream) => (downUntil.get(upstream) ?? 0) <= now);
      const choices = live.length > 0 ? live : untried;
      if (choices.length === 0) return undefined;
      const chosen = choices[next % choices.length]!;
      next += 1;
      return chosen;
    },
    down(upstream: number) {
      downUntil.set(upstream, performance.now() + DOWN_MS);
    },
  };
}

export async function startNodeProxy(options: ProxyOptions): Promise<RunningProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // xfwd: X-Forwarded-For gets the client's address appended, and -Proto and -Port are set.
  const proxy = httpProxy.createProxyServer({ xfwd: true, agent });
  const upstreams = roundRobin(options.upstreams);
  // A client gone (a closed event stream) ends its request to the process too.
  proxy.on('proxyReq', (proxyRequest, _request, response) => {
    response.on('close', () => {
      if (!response.writableFinished) proxyRequest.destroy();
    });
  });
  // A process gone in the middle of its answer (killed under an event stream): the client's
  // answer ends too, cut short, so it connects again; a pipe alone would leave it open.
  proxy.on('proxyRes', (proxyResponse, _request, response) => {
    proxyResponse.on('close', () => {
      if (!proxyResponse.complete) response.destroy();
    });
  });

  function forward(request: Request, response: Response, body: Buffer, tried: Set<number>) {
    const upstream = upstreams.pick(tried);
    if (upstream === undefined) return fail(response, 502, 'No server process answered');
    tried.add(upstream);
    response.setHeader(UPSTREAM_HEADER, `127.0.0.1:${upstream}`);
    const stream = request.url?.split('?')[0] === EVENT_STREAM_PATH;
    proxy.web(
      request,
      response,
      {
        target: `http://127.0.0.1:${upstream}`,
        buffer: Readable.from([body]),
        ...(!stream && { proxyTimeout: READ_TIMEOUT_SECONDS * 1000 }),
      },
      (error) => {
        const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
        if (refused) upstreams.down(upstream);
        // Refused: nothing reached the process. Otherwise the request may have run there.
        const again = refused || !NOT_REPEATABLE.has(request.method ?? '');
        if (again && !response.headersSent) return forward(request, response, body, tried);
        fail(response, 502, 'The server process did not answer');
      },
    );
  }

  const handle = (request: Request, response: Response) => {
    void bodyOf(request).then(
      (body) =>
        body === undefined
          ? fail(response, 413, 'Request body too large')
          : forward(request, response, body, new Set()),
      () => fail(response, 400, 'The request could not be read'),
    );
  };

  const servers: http.Server[] = [http.createServer(handle)];
  if (options.tls) {
    const [cert, key] = await Promise.all([
      readFile(options.tls.certFile),
      readFile(options.tls.keyFile),
    ]);
    servers.push(https.createServer({ cert, key }, handle));
  }
  const ports = [options.port, options.tls?.port];
  await Promise.all(
    servers.map(async (server, index) => {
      server.listen(ports[index], '127.0.0.1');
      await once(server, 'listening');
    }),
  );
  return {
    kind: 'node',
    url: `http://127.0.0.1:${options.port}`,
    tlsUrl: options.tls && `https://127.0.0.1:${options.tls.port}`,
    async stop() {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((closed) => server.close(closed));
        }),
      );
      proxy.close();
      agent.destroy();
    },
  };
}
