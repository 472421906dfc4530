import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BotCommand, Update, UserFromGetMe, WebhookInfo } from 'grammy/types';
import { CallbackQueries } from './callback-queries';
import { GroupChat, PrivateChat } from './chat-drivers';
import { ChatRegistry } from './chats';
import { BotApiFailure, NOT_FOUND, UNAUTHORIZED, type BotApiError } from './errors';
import { Mailbox } from './mailbox';
import { readMethodParams } from './method-params';
import { DEFAULT_COMMANDS_KEY, METHODS, type MethodAnswer, type ServerState } from './methods';
import { UpdateQueue } from './update-queue';
import { WebhookDelivery, type WebhookAttempt } from './webhook-delivery';

export type { CallbackAnswer } from './callback-queries';
export type { BotApiError } from './errors';
export type { WebhookAttempt } from './webhook-delivery';
export type { GroupChat, PrivateChat } from './chat-drivers';

export type BotApiAnswer = ({ ok: true } & MethodAnswer) | ({ ok: false } & BotApiError);

export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
  /** Undefined when no answer was sent: the connection was dropped, or its caller left. */
  answer: BotApiAnswer | undefined;
}

export interface BotApiServerOptions {
  /** The bot's username; `vitrina_test_bot` by default. */
  username?: string;
  /** The pause before a failed webhook delivery is tried again; it doubles up to 1 s. */
  webhookRetryMs?: number;
}

/** A local Bot API server over real HTTP, with drivers for what people do in Telegram. */
export interface BotApiServer {
  /** For TELEGRAM_API_ROOT (no trailing slash). */
  readonly apiRoot: string;
  /** For TELEGRAM_BOT_TOKEN: random, so a test can look for it in logs. */
  readonly token: string;
  /** The bot, as getMe answers it. */
  readonly bot: UserFromGetMe;
  /** Every method call, in the order they were answered. */
  readonly calls: readonly BotApiCall[];
  /** The earliest call of `method` that no earlier nextCall returned; waits for one. */
  nextCall(method: string): Promise<BotApiCall>;
  /** A new person, with their private chat with the bot; the bot may write once they do. */
  privateChat(user?: { first_name?: string; last_name?: string; username?: string }): PrivateChat;
  /** A new group (or supergroup) and its admin; the bot is not in it until `addBot()`. */
  group(title?: string, type?: 'group' | 'supergroup'): GroupChat;
  /** The next call of `method` is refused with `error` (its status is the error code). */
  failNext(method: string, error: BotApiError): void;
  /** The next call of `method` gets no answer: its connection is closed. */
  dropNext(method: string): void;
  /** Resolves once a getUpdates is waiting for updates, at once when one is. */
  whenPolling(): Promise<void>;
  /** The earliest webhook delivery attempt that no earlier call returned; waits for one. */
  nextDelivery(): Promise<WebhookAttempt>;
  /** What getWebhookInfo answers now. */
  webhookInfo(): WebhookInfo;
  /** Updates not yet confirmed, by a getUpdates offset or a webhook's 2xx. */
  readonly pendingUpdates: readonly Update[];
  /** setMyCommands' list for the default scope and no language. */
  commands(): BotCommand[];
  /** Ends a waiting getUpdates, stops webhook deliveries and closes every connection. */
  close(): Promise<void>;
}

type PlannedFault = BotApiError | 'drop';

const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_WEBHOOK_RETRY_MS = 1_000;

const METHOD_BY_NAME = new Map(Object.keys(METHODS).map((name) => [name.toLowerCase(), name]));

function routeOf(url: URL, token: string): { method: string } | { refusal: BotApiError } {
  const route = /^\/bot([^/]+)\/([A-Za-z]+)\/?$/.exec(url.pathname);
  if (!route) return { refusal: NOT_FOUND };
  if (route[1] !== token) return { refusal: UNAUTHORIZED };
  const method = METHOD_BY_NAME.get(route[2]?.toLowerCase() ?? '');
  return method ? { method } : { refusal: NOT_FOUND };
}

function send(response: http.ServerResponse, answer: BotApiAnswer) {
  response.writeHead(answer.ok ? 200 : answer.error_code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
}

/** Aborted when the caller's connection closes before its answer is sent. */
function goneSignal(response: http.ServerResponse): AbortSignal {
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort();
  });
  return gone.signal;
}

function newBot(username: string): UserFromGetMe {
  return {
    id: 7_000_000_001,
    is_bot: true,
    first_name: 'Vitrina',
    username,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

export async function startBotApiServer(options: BotApiServerOptions = {}): Promise<BotApiServer> {
  const bot = newBot(options.username ?? 'vitrina_test_bot');
  const token = `${bot.id}:${randomBytes(26).toString('base64url')}`;
  const queue = new UpdateQueue();
  const retryMs = options.webhookRetryMs ?? 20;
  const webhook = new WebhookDelivery(queue, {
    retryMs,
    maxRetryMs: Math.max(retryMs, MAX_WEBHOOK_RETRY_MS),
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  });
  const chats = new ChatRegistry(bot);
  const state: ServerState = {
    bot,
    queue,
    chats,
    callbacks: new CallbackQueries(),
    webhook,
    commands: new Map(),
  };
  const calls: BotApiCall[] = [];
  const callsByMethod = new Map<string, Mailbox<BotApiCall>>();
  const faults = new Map<string, PlannedFault[]>();
  const mailboxOf = (method: string) => {
    const mailbox = callsByMethod.get(method) ?? new Mailbox<BotApiCall>();
    callsByMethod.set(method, mailbox);
    return mailbox;
  };
  const record = (call: BotApiCall) => {
    calls.push(call);
    mailboxOf(call.method).push(call);
  };
  const plan = (method: string, fault: PlannedFault) => {
    faults.set(method, [...(faults.get(method) ?? []), fault]);
  };

  async function run(method: string, request: http.IncomingMessage, url: URL, gone: AbortSignal) {
    const params = await readMethodParams(request, url);
    const call = { method, params: params.toJSON() };
    const fault = faults.get(method)?.shift();
    if (fault)
      return { call, reply: fault === 'drop' ? fault : ({ ok: false, ...fault } as const) };
    const answered = await METHODS[method]?.(params, state, gone);
    return { call, reply: { ok: true, ...answered } as BotApiAnswer };
  }

  async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const gone = goneSignal(response);
    const url = new URL(request.url ?? '/', 'http://bot-api.test');
    const route = routeOf(url, token);
    if ('refusal' in route) return send(response, { ok: false, ...route.refusal });
    const { call, reply } = await run(route.method, request, url, gone).catch((error: unknown) => {
      if (!(error instanceof BotApiFailure)) throw error;
      return {
        call: { method: route.method, params: {} },
        reply: { ok: false, ...error.answer } as const,
      };
    });
    const delivered = reply !== 'drop' && !gone.aborted;
    record({ ...call, answer: delivered ? reply : undefined });
    if (reply === 'drop') request.socket.destroy();
    else if (delivered) send(response, reply);
  }

  // Answers being made, so closing sends the ones it ends before it closes the connections.
  const answering = new Set<Promise<void>>();
  const server = http.createServer((request, response) => {
    const answered = answer(request, response).catch((error: unknown) => {
      const description = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) send(response, { ok: false, error_code: 500, description });
    });
    answering.add(answered);
    void answered.finally(() => answering.delete(answered));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token,
    bot,
    calls,
    nextCall: (method) => mailboxOf(method).next(),
    privateChat(user = {}) {
      const person = chats.newUser(user);
      return new PrivateChat(state, chats.addPrivate(person), person);
    },
    group(title = 'Заказы магазина', type = 'group') {
      const admin = chats.newUser({ first_name: 'Олег' });
      return new GroupChat(state, chats.addGroup(title, type, admin), admin);
    },
    failNext: (method, error) => plan(method, error),
    dropNext: (method) => plan(method, 'drop'),
    whenPolling: () => queue.whenPolling(),
    nextDelivery: () => webhook.attempts.next(),
    webhookInfo: () => webhook.info(),
    get pendingUpdates() {
      return queue.updates;
    },
    commands: () => state.commands.get(DEFAULT_COMMANDS_KEY) ?? [],
    async close() {
      queue.endPoll();
      webhook.close();
      await Promise.all(answering);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
