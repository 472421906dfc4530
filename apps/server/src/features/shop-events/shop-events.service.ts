import { roleCan } from '@vitrina/contracts/team';
import { SHOP_EVENT_LIMITS, shopEventMessages } from '@vitrina/contracts/shop-events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client';
import { AppError, TooManyRequestsError } from '../../errors/app-error';
import type { AccessClaims } from '../../infra/access-tokens';
import type { Clock } from '../../infra/clock';
import type { LiveSessions } from '../../infra/live-sessions';
import type { Logger } from '../../logger';
import type { ShopAccess } from '../team/shop-access.service';
import { eventText, lastEventIdOf, openEventStream } from './event-stream';
import { createShopEventsHub } from './shop-events-hub';
import { lastShopEventId, recordShopEvent, type NewShopEvent } from './shop-events.repository';

export type { NewShopEvent };

interface ShopEventsDeps {
  db: Db;
  database: Pick<Database, 'listen'>;
  now: Clock;
  logger: Logger;
  liveSessions: Pick<LiveSessions, 'isLive'>;
  shopAccess: Pick<ShopAccess, 'resolve'>;
}

/**
 * What happens in a shop, told to its open consoles as it happens (issue 32, decision 61): the
 * features that cause an event record it in their transaction; the stream route holds a signed-in
 * console's connection and sends it each event of its shop from any process.
 */
export function createShopEvents(deps: ShopEventsDeps) {
  const { db, now } = deps;
  const hub = createShopEventsHub(deps);
  const openStreams = new Map<number, Set<() => void>>();

  /** The stream's account still has a live session and may still read the shop's orders. */
  async function stillAllowed(claims: AccessClaims, shopId: number): Promise<boolean> {
    if (!(await deps.liveSessions.isLive(claims, now()))) return false;
    const membership = await deps.shopAccess.resolve(claims.userId, shopId);
    return membership !== undefined && roleCan(membership.role, 'orders.read');
  }

  function holdStream(userId: number, end: () => void): () => void {
    const own = openStreams.get(userId) ?? new Set();
    if (own.size >= SHOP_EVENT_LIMITS.streamsPerAccount) {
      throw new TooManyRequestsError(60, shopEventMessages.tooManyStreams);
    }
    openStreams.set(userId, own.add(end));
    return () => {
      own.delete(end);
      if (own.size === 0) openStreams.delete(userId);
    };
  }

  return {
    record: (tx: Db, event: NewShopEvent) => recordShopEvent(tx, event),
    start: () => hub.start(),

    /** Serves `GET /events/stream` until the console leaves, its access ends or the server stops. */
    async stream(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      // A caller that cannot read a stream (a link opened, a client's probe) is answered at once.
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new AppError('BAD_REQUEST', shopEventMessages.notAStreamReader);
      }
      const { auth } = request;
      const shopId = request.shop.id;
      const response = reply.raw;
      const lastId =
        lastEventIdOf(request.headers['last-event-id']) ?? (await lastShopEventId(db, shopId));
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => response.end();
      const release = holdStream(auth.userId, end);
      reply.hijack();
      openEventStream(response);
      const remove = hub.add({
        shopId,
        lastId,
        send: (events) => response.write(events.map(eventText).join('')),
      });
      heartbeat = setInterval(() => {
        response.write(': heartbeat\n\n');
        void stillAllowed(auth, shopId).then((allowed) => allowed || end(), end);
      }, SHOP_EVENT_LIMITS.heartbeatMs);
      response.once('close', () => {
        clearInterval(heartbeat);
        heartbeat = undefined;
        remove();
        release();
      });
    },

    /** Ends every open stream (their consoles connect again, to another process) and stops. */
    async close() {
      for (const own of [...openStreams.values()]) for (const end of [...own]) end();
      await hub.close();
    },
  };
}

export type ShopEvents = ReturnType<typeof createShopEvents>;
