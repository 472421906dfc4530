import type { Api } from 'grammy';

type GrammySignal = NonNullable<Parameters<Api['getMe']>[0]>;

/**
 * grammY types its signals with the class of the abort-controller polyfill; Node's own signals
 * work the same (its fetch reads `aborted` and listens for `abort`), so this only retypes one.
 */
export const grammySignal = (signal: AbortSignal) => signal as unknown as GrammySignal;
