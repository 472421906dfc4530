type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route of the fake API: the method and the path after `/api/`, as in `'GET user/me'`; a
 * `:name` segment matches any one segment, as in `'GET v1/catalog/product/:id/'`.
 */
export type FakeRoute = `${Method} ${string}`;
/** Answers a call; `params` holds the values of the route's `:name` segments. */
export type FakeHandler = (
  request: Request,
  params: Readonly<Record<string, string>>,
) => Response | Promise<Response>;

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

function matchRoute(pattern: string, route: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const routeParts = route.split('/');
  if (patternParts.length !== routeParts.length) return null;
  const params: Record<string, string> = {};
  const matches = patternParts.every((part, index) => {
    const actual = routeParts[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    return part.startsWith(':') || part === actual;
  });
  return matches ? params : null;
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
    const exact = routes[route as FakeRoute];
    if (exact) return exact(request, {});
    for (const [pattern, handler] of Object.entries(routes)) {
      const params = matchRoute(pattern, route);
      if (params && handler) return handler(request, params);
    }
    return reply(404, { detail: 'Не найдено' });
  };

  return {
    fetchFn,
    calls,
    callsTo: (route: FakeRoute) => calls.filter((call) => call.route === route),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
