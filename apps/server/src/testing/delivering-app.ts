import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { afterAll, beforeAll } from 'vitest';
import { useSignedInApp, type SignedInApp } from './signed-in-app';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';
import { telegramSettings } from './telegram';

/** The servers an order's messages reach: a real SMTP server and the local Bot API server. */
export interface DeliveryEdges {
  smtp: TestSmtpServer;
  bot: BotApiServer;
}

/**
 * A signed-in app whose outbox workers deliver to a real SMTP server and the local Bot API
 * server, all started before the file's tests (the bot polling) and closed after them. Read
 * `edges` inside the tests: it is filled once the hooks have run.
 */
export function useDeliveringApp(): { session: SignedInApp; edges: DeliveryEdges } {
  const edges = {} as DeliveryEdges;
  beforeAll(async () => {
    edges.smtp = await startSmtpServer();
    edges.bot = await startBotApiServer();
  });
  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await edges.smtp?.close();
    await edges.bot?.close();
  });
  const session = useSignedInApp(() => ({
    config: {
      mail: { smtpUrl: edges.smtp.url },
      telegram: telegramSettings(edges.bot),
      delivery: { concurrency: 2, pollIntervalMs: 20 },
    },
  }));
  beforeAll(async () => {
    await edges.bot.whenPolling();
  });
  return { session, edges };
}
