import { messages } from '@vitrina/contracts/messages';
import { roleCan, SHOP_HEADER, type RouteAccess, type ShopRole } from '@vitrina/contracts/team';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { AppError, NotFoundError } from '../errors/app-error';
import type { Acting } from '../shared/acting';
import type { ShopAccess } from '../features/team/shop-access.service';
import { errorResponses } from './error-responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route asks of its caller (decision 57): every signed-in route declares it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every signed-in route with what it asks of its caller, as declared (decision 57). */
    accessTable: readonly RouteAccessEntry[];
  }
  interface FastifyRequest {
    /** The shop the call is about and the caller's role; set by `authorize` on shop routes. */
    shop: { id: number; role: ShopRole };
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * The signed-in scope's route hook: a route that declares no access is a mistake found at
 * start, not a route open to every role. Each is written into the app's `accessTable`, and shop
 * routes document the refusals every one of them may answer.
 */
export function requireDeclaredAccess(app: FastifyInstance) {
  const table: RouteAccessEntry[] = [];
  app.decorate('accessTable', table);
  return (route: RouteOptions) => {
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    if (access === 'account' || !route.schema) return;
    route.schema.response = { ...errorResponses(403, 404), ...(route.schema.response ?? {}) };
  };
}

/** The call's shop and the signed-in account acting in it. */
export const actingOf = (request: FastifyRequest): Acting => ({
  shopId: request.shop.id,
  actorId: request.auth.userId,
});

/** The shop a call names in its header; a value that is not an id names no shop of anyone. */
function requestedShop(request: FastifyRequest): number | undefined | null {
  const header = request.headers[SHOP_HEADER];
  if (header === undefined) return undefined;
  const id = Number(header);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * After `authenticate`: the call's shop and the caller's role in it, and the refusal of a role
 * without the route's permission — 404 for a shop the caller is not in, as for anything else
 * of another shop, and 403 «Недостаточно прав» for a permission the role lacks.
 */
export function createAuthorize(
  app: FastifyInstance,
  shopAccess: Pick<ShopAccess, 'resolve'>,
): onRequestAsyncHookHandler {
  // Declared on every request, so all have one shape; only this hook gives it a value.
  app.decorateRequest('shop', null as unknown as FastifyRequest['shop']);
  return async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'account') return;
    // Unreachable while `requireDeclaredAccess` guards the scope; refused if it ever is not.
    if (!access) throw new AppError('FORBIDDEN', messages.team.forbidden);
    const shopId = requestedShop(request);
    const membership =
      shopId === null ? undefined : await shopAccess.resolve(request.auth.userId, shopId);
    if (!membership) throw new NotFoundError(messages.team.shopNotFound);
    if (!roleCan(membership.role, access)) throw new AppError('FORBIDDEN', messages.team.forbidden);
    request.shop = { id: membership.shopId, role: membership.role };
  };
}
