import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which channel a try reached. A kind does not say it: an order's message goes to a Telegram
 * chat or to an address, as its contact is. So the edges a handler is given (the mailer, the
 * bot) note their channel when called, and the try's scope keeps the first one noted.
 */
interface TryScope {
  channel?: string;
}

/** A try that called no channel: it failed before (a deleted contact, a payload refused). */
export const NO_CHANNEL = 'none';

const tries = new AsyncLocalStorage<TryScope>();

/** Runs a try's handler; `channel()` then names the first channel it called. */
export function tryScope() {
  const scope: TryScope = {};
  return {
    run: <T>(handler: () => Promise<T>): Promise<T> => tries.run(scope, handler),
    channel: () => scope.channel ?? NO_CHANNEL,
  };
}

/**
 * The `methods` of an edge, each noting `channel` in the try under way before it calls the edge:
 * what the composition root gives the handlers in place of the mailer and the bot.
 */
export function notingChannel<Edge extends object, Method extends keyof Edge & string>(
  channel: string,
  edge: Edge,
  methods: readonly Method[],
): Pick<Edge, Method> {
  const noted = methods.map((method) => {
    const call = edge[method] as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => {
      const scope = tries.getStore();
      if (scope) scope.channel ??= channel;
      return call.apply(edge, args);
    };
    return [method, wrapped];
  });
  return Object.fromEntries(noted) as Pick<Edge, Method>;
}
