// Messages twice after crashes (decision 53): a server process (main.ts from its sources, on the
// local Bot API server and a real SMTP server) delivers the outbox of ORDERS orders, each a card
// in the merchant's Telegram chat, a letter to the merchant's e-mail contact and the buyer's
// letter. It is killed with SIGKILL KILLS times mid-delivery (after 1 to KILL_AFTER further
// messages reached the channels, and 0 to 20 ms more) and started again each time; a last one
// runs until every lease of a killed process has run out and nothing is left to send. Then each
// order's messages are counted as the channels got them. TRIALS trials on PGlite, or with
// TEST_DATABASE_URL on PostgreSQL. The orders are written by the app in this process first, with
// no worker, so they wait in the outbox.
import { once } from 'node:events';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { outboxMessages } from '../src/db/schema';
import { registerAccount } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';
import { insertEmailContact, insertTelegramContact } from '../src/testing/contacts';
import { startMain, type RunningMain } from '../src/testing/main-process';
import { orderFor, postOrder, publishedShowcase } from '../src/testing/orders';
import { startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server';
import { processDatabase, type ProcessDatabase } from '../src/testing/process-database';
import { testDatabaseUrl } from '../src/testing/test-database';

const ORDERS = Number(process.env.ORDERS ?? 200);
const KILLS = Number(process.env.KILLS ?? 20);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? 40);
const TRIALS = Number(process.env.TRIALS ?? 3);
/** The shortest lease the settings allow: a killed process's messages come due again after it. */
const LEASE_SECONDS = 30;
const BUYER_EMAIL = 'anna@example.ru';
const unlimited = { max: 1_000_000_000, windowSeconds: 60 };

/** ORDERS orders of one merchant waiting in the outbox; answers their numbers. */
async function seedOrders(database: ProcessDatabase, bot: BotApiServer): Promise<number[]> {
  const opened = await database.open();
  await opened.migrate();
  const testApp = await buildTestApp({
    database: opened,
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited },
  });
  const { app } = testApp;
  await app.ready();
  const account = await registerAccount(app);
  const chat = bot.privateChat({ first_name: 'Анна' });
  chat.send('Здравствуйте');
  const contactsId = [
    await insertTelegramContact(opened.db, account, chat.id),
    await insertEmailContact(opened.db, account),
  ];
  const showcase = await publishedShowcase(testApp, account, { contactsId });
  const numbers: number[] = [];
  for (let order = 0; order < ORDERS; order++) {
    const ip = `10.0.${order >> 8}.${order & 255}`;
    const placed = await postOrder(app, orderFor(showcase), { ip });
    if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`);
    numbers.push(placed.json().data.number);
  }
  await testApp.close();
  return numbers;
}

/** Messages that reached the channels so far, and a wait for the count to reach a number. */
function arrivals(bot: BotApiServer, smtp: TestSmtpServer) {
  let count = 0;
  const waiting: { at: number; resolve: () => void }[] = [];
  const arrived = () => {
    count += 1;
    for (const wait of waiting.filter((each) => each.at <= count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  let closed = false;
  void (async () => {
    while (!closed) {
      await bot.nextCall('sendMessage');
      arrived();
    }
  })();
  void (async () => {
    while (!closed) {
      await smtp.nextLetter();
      arrived();
    }
  })();
  return {
    count: () => count,
    reached: (at: number) =>
      at <= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ at, resolve })),
    close: () => {
      closed = true;
    },
  };
}

const randomBetween = (low: number, high: number) =>
  low + Math.floor(Math.random() * (high - low + 1));

function serverEnv(database: ProcessDatabase, bot: BotApiServer, smtp: TestSmtpServer) {
  return {
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:8080',
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_API_ROOT: bot.apiRoot,
    SMTP_URL: smtp.url,
    DELIVERY_CONCURRENCY: '8',
    DELIVERY_POLL_INTERVAL_MS: '100',
    DELIVERY_LEASE_SECONDS: String(LEASE_SECONDS),
  };
}

async function started(env: Record<string, string>): Promise<RunningMain> {
  const main = startMain(env);
  await main.logged(/Vitrina is serving/);
  return main;
}

/** How many orders got their message once, twice, …: `copies` maps an order to its count. */
function spread(numbers: number[], copies: Map<number, number>): Record<string, number> {
  const orders: Record<string, number> = {};
  for (const number of numbers) {
    const times = copies.get(number) ?? 0;
    orders[`${times}×`] = (orders[`${times}×`] ?? 0) + 1;
  }
  return orders;
}

const orderIndex = (text: string) => {
  const number = /#(\d+)/.exec(text)?.[1];
  return number === undefined ? undefined : Number(number);
};

function countBy<T>(items: T[], key: (item: T) => number | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) {
    const at = key(item);
    if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  return counts;
}

/** Per order, how many distinct Message-IDs its letters carried: a mail client shows each once. */
function distinctIds(letters: ParsedMail[]): Map<number, number> {
  const ids = new Map<number, Set<string>>();
  for (const letter of letters) {
    const at = orderIndex(letter.subject ?? '');
    if (at === undefined) continue;
    ids.set(at, (ids.get(at) ?? new Set()).add(letter.messageId ?? ''));
  }
  return new Map([...ids].map(([at, set]) => [at, set.size]));
}

async function trial() {
  const bot = await startBotApiServer();
  const smtp = await startSmtpServer();
  const database = await processDatabase();
  const numbers = await seedOrders(database, bot);
  const seen = arrivals(bot, smtp);
  const env = serverEnv(database, bot, smtp);
  const startedAt = performance.now();
  let lastKill = performance.now();
  for (let kill = 0; kill < KILLS; kill++) {
    const main = await started(env);
    await seen.reached(seen.count() + randomBetween(1, KILL_AFTER));
    await new Promise((resolve) => setTimeout(resolve, randomBetween(0, 20)));
    main.child.kill('SIGKILL');
    await once(main.child, 'exit');
    lastKill = performance.now();
  }
  const expected = ORDERS * 3;
  let pending = 0;
  let possiblySent: Record<string, number> = {};
  do {
    const main = await started(env);
    await seen.reached(expected);
    const leasesEnd = lastKill + LEASE_SECONDS * 1000 + 2000 - performance.now();
    if (leasesEnd > 0) await new Promise((resolve) => setTimeout(resolve, leasesEnd));
    main.child.kill('SIGTERM');
    await once(main.child, 'exit');
    const opened = await database.open();
    const rows = await opened.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'PENDING'));
    const failed = await opened.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'FAILED'));
    const retried = await opened.db
      .select({ kind: outboxMessages.kind, count: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.possiblySent, true))
      .groupBy(outboxMessages.kind);
    possiblySent = Object.fromEntries(retried.map((row) => [row.kind, row.count]));
    await opened.close();
    pending = rows.length;
    if (failed.length > 0) console.log(`  ${failed.length} messages failed`);
  } while (pending > 0);
  const seconds = (performance.now() - startedAt) / 1000;
  seen.close();

  const cards = bot.calls.filter((call) => call.method === 'sendMessage' && call.answer?.ok);
  const cardCopies = countBy(cards, (call) => orderIndex(String(call.params.text ?? '')));
  const edits = bot.calls.filter((call) => call.method === 'editMessageText').length;
  const toBuyer = smtp.received.filter(
    (letter) => letter.to && JSON.stringify(letter.to).includes(BUYER_EMAIL),
  );
  const toMerchant = smtp.received.filter((letter) => !toBuyer.includes(letter));
  const subjectIndex = (letter: ParsedMail) => orderIndex(letter.subject ?? '');
  const result = {
    seconds: Math.round(seconds),
    possiblySent,
    telegram: spread(numbers, cardCopies),
    edits,
    merchantLetters: spread(numbers, countBy(toMerchant, subjectIndex)),
    merchantLettersShown: spread(numbers, distinctIds(toMerchant)),
    buyerLetters: spread(numbers, countBy(toBuyer, subjectIndex)),
    buyerLettersShown: spread(numbers, distinctIds(toBuyer)),
  };
  await smtp.close();
  await bot.close();
  await database.remove();
  return result;
}

console.log(
  `${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}: ${ORDERS} orders, ${KILLS} kills after 1–${KILL_AFTER} messages`,
);
for (let run = 1; run <= TRIALS; run++) {
  console.log(`trial ${run}`, JSON.stringify(await trial()));
}
