// HTTP as the soak's buyers and merchants speak it: node:http, kept-alive connections, each
// request leaving from a loopback address of the caller's choice (127.0.0.0/8 is all loopback,
// so every buyer has an address of its own, as the per-IP limits count them), and every
// exchange written down with its times for the report.
import http from 'node:http';

/** One request as it went: where, when, and what came back (status 0: no answer). */
export interface Exchange {
  /** `proxy`, or the name of the process asked directly. */
  target: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() at the start and the end. */
  startedAt: number;
  endedAt: number;
  error?: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  error?: string;
  json<T>(): T;
}

export interface Target {
  name: string;
  url: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** The loopback address the request leaves from; 127.0.0.1 by default. */
  from?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const agents = new Map<string, http.Agent>();

/** One pool of kept-alive connections per address a request leaves from. */
function agentFrom(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 32 });
    agents.set(address, agent);
  }
  return agent;
}

/** Closes every kept-alive connection, so that nothing holds the process at its end. */
export function closeConnections() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

function bodyOf(body: unknown): { text?: string; type?: string } {
  if (body === undefined) return {};
  if (typeof body === 'string') return { text: body };
  return { text: JSON.stringify(body), type: 'application/json' };
}

function answerOf(
  status: number,
  headers: http.IncomingHttpHeaders,
  text: string,
  error?: string,
): Answer {
  return { status, headers, text, error, json: <T>() => JSON.parse(text) as T };
}

/** Sends one request; never rejects: a lost connection or a timeout is status 0. */
function send(target: Target, path: string, options: CallOptions): Promise<Answer> {
  const { text, type } = bodyOf(options.body);
  const headers: Record<string, string> = {
    ...(type && { 'content-type': type }),
    ...options.headers,
  };
  if (text !== undefined) headers['content-length'] = String(Buffer.byteLength(text));
  return new Promise((resolve) => {
    const request = http.request(`${target.url}${path}`, {
      method: options.method ?? 'GET',
      headers,
      agent: agentFrom(options.from ?? '127.0.0.1'),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(answerOf(0, {}, '', error.message)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => resolve(answerOf(0, {}, '', error.message)));
      response.on('end', () =>
        resolve(
          answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks).toString()),
        ),
      );
    });
    request.end(text);
  });
}

/** A caller that writes each exchange into `journal`. */
export function createCaller(journal: Exchange[]) {
  return async function call(target: Target, path: string, options: CallOptions = {}) {
    const startedAt = performance.now();
    const answer = await send(target, path, options);
    journal.push({
      target: target.name,
      method: options.method ?? 'GET',
      path: path.split('?')[0]!,
      status: answer.status,
      startedAt,
      endedAt: performance.now(),
      ...(answer.error && { error: answer.error }),
    });
    return answer;
  };
}

export type Call = ReturnType<typeof createCaller>;

/** The `data` of an answer that must be a 200 or a 201, or an error saying what came. */
export function dataOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${what}: ${answer.status} ${answer.error ?? answer.text.slice(0, 300)}`);
  }
  return answer.json<{ data: T }>().data;
}
