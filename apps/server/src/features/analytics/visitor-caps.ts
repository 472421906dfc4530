import type { EventType, WidgetEvent } from '@vitrina/contracts/events';
import type { RateLimiter, RateLimitName } from '../../infra/rate-limits/rate-limiter';
import type { CountedWidget } from './daily-counts';

/** The caps of each event type: per visitor id, and per address, of a widget's day. */
const CAPS: Record<EventType, { perVisitor: RateLimitName; perAddress: RateLimitName }> = {
  view: { perVisitor: 'viewsPerVisitor', perAddress: 'viewsPerAddress' },
  click: { perVisitor: 'clicksPerVisitor', perAddress: 'clicksPerAddress' },
  cart_add: { perVisitor: 'clicksPerVisitor', perAddress: 'clicksPerAddress' },
  form_open: { perVisitor: 'clicksPerVisitor', perAddress: 'clicksPerAddress' },
  impression: { perVisitor: 'impressionsPerVisitor', perAddress: 'impressionsPerAddress' },
};

/** Who sent a beacon: the visitor id its widget keeps, and its address key. */
export interface Sender {
  visitor: string;
  address: string;
}

/**
 * The events of published widgets that fit their sender's caps of the day, in the beacon's
 * order; the rest are dropped. Each event type of a widget is counted apart. The address is
 * asked first, so a sender naming a new visitor id each time creates no counter once its
 * address has spent its day (decision 47).
 */
export async function withinCaps(
  rateLimiter: Pick<RateLimiter, 'take'>,
  events: WidgetEvent[],
  widgets: Map<string, CountedWidget>,
  sender: Sender,
  day: string,
): Promise<WidgetEvent[]> {
  const groups = new Map<string, WidgetEvent[]>();
  for (const event of events) {
    const widget = widgets.get(event.tag_div);
    if (!widget) continue;
    const scope = `${widget.widgetId}:${event.type}:${day}`;
    const group = groups.get(scope);
    if (group) group.push(event);
    else groups.set(scope, [event]);
  }
  const kept = new Set<WidgetEvent>();
  await Promise.all(
    [...groups].map(async ([scope, group]) => {
      const { perVisitor, perAddress } = CAPS[group[0]!.type];
      const byAddress = await rateLimiter.take(
        perAddress,
        `${scope}:${sender.address}`,
        group.length,
      );
      if (!byAddress) return;
      const granted = await rateLimiter.take(perVisitor, `${scope}:${sender.visitor}`, byAddress);
      for (const event of group.slice(0, granted)) kept.add(event);
    }),
  );
  return events.filter((event) => kept.has(event));
}
