import { SHOP_EVENT_KINDS } from '@vitrina/contracts/shop-events';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ShopEvents } from './shop-events.service';

const tags = ['events'];

/** The signed-in console's live stream of its shop's events. */
export const shopEventsRoutes: FeatureRoutes<{ shopEvents: ShopEvents }> = async (
  app,
  { shopEvents },
) => {
  app.get(
    '/events/stream',
    {
      config: { access: 'orders.read' },
      schema: {
        summary: "Server-Sent Events of the current shop's orders, as they happen",
        description:
          `Events: ${SHOP_EVENT_KINDS.join(', ')}; each has an id, and its data is the order's ` +
          '`{"id", "number"}`. A console that comes back sends `Last-Event-ID` and is sent what ' +
          'it missed of the last day.',
        tags,
        security: bearerAuth,
        headers: z.object({
          accept: z.string().optional(),
          'last-event-id': z.string().optional(),
        }),
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    (request, reply) => shopEvents.stream(request, reply),
  );
};
