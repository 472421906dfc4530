// A stand-in for the public API on a real loopback port: the widget's own fetch calls reach it
// over HTTP, as they will reach Vitrina's server.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventBatch } from '@vitrina/contracts/events';
import type { StorefrontProduct, StorefrontShowcase } from '@vitrina/contracts/storefront';

/** An answer of the API; 'drop' closes the connection unanswered (a network error). */
export type Reply = { status: number; body: unknown } | 'drop';
/** An answer to one order post. */
export type OrderReply = Reply;

/**
 * What the calls of a payment answer, whatever its token: each read the next of `reads`, each
 * try again the next of `retries`, the last one again once they run out; 404 with none.
 */
export interface PaymentReplies {
  reads?: Reply[];
  retries?: Reply[];
}

/** A call of a payment as it came: `GET …/payments/{token}` or `POST …/{token}/retry`. */
export interface PaymentCall {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReceivedOrder {
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface PublicApi {
  origin: string;
  orders: ReceivedOrder[];
  /** Funnel beacons, each with the Content-Type it came with. */
  beacons: { batch: EventBatch; contentType: string | undefined }[];
  showcaseRequests: string[];
  productRequests: string[];
  paymentCalls: PaymentCall[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The product views' reads: `…/products/{id}`. */
const PRODUCT_PATH = /\/products\/(\d+)$/;
/** A payment's read, `…/payments/{token}`, and its try again, `…/payments/{token}/retry`. */
const PAYMENT_PATH = /^\/api\/v1\/public\/payments\/[^/]+(\/retry)?$/;

function answer(request: IncomingMessage, response: ServerResponse, reply: Reply) {
  if (reply === 'drop') return request.socket.destroy();
  response.writeHead(reply.status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(reply.body));
}

/**
 * Answers the site's showcases, a product's details from `products` (404 for any other), each
 * funnel beacon with 204, each order post with the next of `orderReplies`, and a payment's calls
 * from `payments`.
 */
export async function startPublicApi(
  showcases: StorefrontShowcase[],
  orderReplies: OrderReply[] = [],
  products: StorefrontProduct['data'][] = [],
  { reads = [], retries = [] }: PaymentReplies = {},
): Promise<PublicApi> {
  const orders: ReceivedOrder[] = [];
  const beacons: PublicApi['beacons'] = [];
  const showcaseRequests: string[] = [];
  const productRequests: string[] = [];
  const paymentCalls: PaymentCall[] = [];
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const paymentCall = PAYMENT_PATH.exec(request.url ?? '');
    if (paymentCall) {
      const { method, url: path, headers } = request;
      paymentCalls.push({ method, path, headers, body: await bodyOf(request) });
      const replies = paymentCall[1] ? retries : reads;
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? {
        status: 404,
        body: { detail: 'no such payment' },
      };
      return answer(request, response, reply);
    }
    const productId = PRODUCT_PATH.exec(request.url ?? '')?.[1];
    if (request.method === 'GET' && productId) {
      productRequests.push(request.url ?? '');
      const product = products.find(({ id }) => id === Number(productId));
      response.writeHead(product ? 200 : 404, { 'Content-Type': 'application/json' });
      return response.end(
        JSON.stringify(product ? { data: product } : { detail: 'no such product' }),
      );
    }
    if (request.method === 'GET') {
      showcaseRequests.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ data: { showcases } }));
    }
    const body = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
    if (request.url === '/api/v1/public/events') {
      beacons.push({
        batch: body as unknown as EventBatch,
        contentType: request.headers['content-type'],
      });
      return response.writeHead(204).end();
    }
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    orders.push({ body, idempotencyKey });
    answer(
      request,
      response,
      orderReplies.shift() ?? {
        status: 201,
        body: { data: { number: 1000 + orders.length, total: null } },
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    orders,
    beacons,
    showcaseRequests,
    productRequests,
    paymentCalls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
