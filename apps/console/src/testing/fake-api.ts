type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route of the fake API: the method and the path after `/api/`, as in `'GET user/me'`. */
export type FakeRoute = `${Method} ${string}`;
export type FakeHandler = (request: Request) => Response | Promise<Response>;

export interface RecordedCall {
  route: string;
  query: URLSearchParams;
  /** The body as sent: JSON text or a form-encoded string. */
  body: string;
  authorization: string | null;
}

/** Where component tests pretend the API lives; any absolute origin would do. */
export const FAKE_API_BASE_URL = 'http://console.test/api/';

export function reply(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return Response.json(body, { status });
}

/**
 * The server at the network edge of a component test: each route answers with its handler,
 * any other call with 404, and every call is recorded.
 */
export function createFakeApi(routes: Partial<Record<FakeRoute, FakeHandler>> = {}) {
  const calls: RecordedCall[] = [];

  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.slice(new URL(FAKE_API_BASE_URL).pathname.length)}`;
    calls.push({
      route,
      query: url.searchParams,
      body: await request.clone().text(),
      authorization: request.headers.get('authorization'),
    });
    const handler = routes[route as FakeRoute];
    return handler ? handler(request) : reply(404, { detail: 'Не найдено' });
  };

  return {
    fetchFn,
    calls,
    callsTo: (route: FakeRoute) => calls.filter((call) => call.route === route),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
