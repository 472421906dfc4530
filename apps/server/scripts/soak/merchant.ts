// A merchant set up as a person would, every step through the proxy's HTTP API: an account, a
// collection of three products, a site whose domain the server confirms by fetching its page,
// an e-mail service confirmed by its letter's link, a Telegram chat connected by the bot's key,
// and a published widget that tells both of its orders.
import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { PrivateChat } from '@vitrina/bot-api-stand-in';
import type { ParsedMail } from 'mailparser';
import { dataOf, type Call, type Target } from './http-client';
import { SITE_SUFFIX, type World } from './world';

export const PASSWORD = 'Витрина-2026';

/** Prices the products start at, in rubles. */
export const PRICES = { ordered: 1000, edited: 500, watched: 100 };

export interface Merchant {
  index: number;
  email: string;
  accessToken: string;
  /** The address the merchant's own requests leave from. */
  from: string;
  siteId: number;
  widgetId: number;
  tagDiv: string;
  /** `https://` and the confirmed domain: what a buyer's page sends as its Origin. */
  origin: string;
  /** What buyers order; what the merchant reprices as it works; what the cache check reprices. */
  products: { ordered: number; edited: number; watched: number };
  /** Where its orders are told: the e-mail service's address, and the Telegram chat. */
  contactEmail: string;
  chat: PrivateChat | undefined;
  /** The address its buyers type: letters to buyers are told apart by it. */
  buyerEmail: string;
}

const UNTIL_MS = 30_000;

/** Waits for a letter to `address` that `matches`, received by the world's SMTP server. */
export async function letterTo(
  world: Pick<World, 'smtp'>,
  address: string,
  matches: (letter: ParsedMail) => boolean,
): Promise<ParsedMail> {
  const deadline = performance.now() + UNTIL_MS;
  for (;;) {
    const found = world.smtp.received.find(
      (letter) => recipientOf(letter) === address && matches(letter),
    );
    if (found) return found;
    if (performance.now() > deadline) throw new Error(`No letter to ${address} came`);
    await pause(50);
  }
}

export function recipientOf(letter: ParsedMail): string | undefined {
  const to = Array.isArray(letter.to) ? letter.to[0] : letter.to;
  return to?.value[0]?.address;
}

/** The bot's next message in the chat, within the wait. */
async function nextMessageIn(chat: PrivateChat) {
  return Promise.race([
    chat.nextMessage(),
    pause(UNTIL_MS).then(() => {
      throw new Error('The bot did not write in the chat');
    }),
  ]);
}

export interface MerchantSetUp {
  call: Call;
  proxy: Target;
  world: World;
  index: number;
  /** E-mail alone, or e-mail and Telegram. */
  telegram: boolean;
}

export async function setUpMerchant(setUp: MerchantSetUp): Promise<Merchant> {
  const { call, proxy, world, index } = setUp;
  const tag = `${index}-${randomBytes(3).toString('hex')}`;
  const from = `127.0.2.${index + 1}`;
  const email = `merchant-${tag}@soak.example.ru`;
  const registered = await call(proxy, '/api/user/register', {
    method: 'POST',
    body: { email, password: PASSWORD, confirm_password: PASSWORD },
    from,
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${registered.text}`);
  const accessToken = registered.json<{ access_token: string }>().access_token;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    dataOf<T>(
      await call(proxy, `/api/v1/${path}`, {
        method,
        body,
        from,
        headers: { authorization: `Bearer ${accessToken}` },
      }),
      `${method} ${path}`,
    );

  const collection = await api<{ id: number }>('POST', 'catalog/collection/', { title: 'Одежда' });
  const product = (title: string, price: number) =>
    api<{ id: number }>('POST', `catalog/collection/${collection.id}/product/`, { title, price });
  const products = {
    ordered: (await product('Футболка белая', PRICES.ordered)).id,
    edited: (await product('Рубашка в клетку', PRICES.edited)).id,
    watched: (await product('Носки', PRICES.watched)).id,
  };

  const domain = `shop-${tag}.${SITE_SUFFIX}`;
  const site = await api<{ id: number; domains: { id: number; code_confirmed: string }[] }>(
    'POST',
    'platform/site/',
    { title: `Магазин ${index + 1}`, description: null, domains: [{ link_domain: domain }] },
  );
  const [siteDomain] = site.domains;
  world.sites.setCode(domain, siteDomain!.code_confirmed);
  await api('POST', `platform/domain/${siteDomain!.id}/verify/`, {
    link: world.sites.pageUrl(domain),
  });

  const widget = await api<{ id: number; tag_div: string; showcases: string[] }>(
    'POST',
    'platform/widget/',
    { title: 'Витрина', description: null, type_widget: 'SHOWCASE', site_id: site.id },
  );
  await api('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [collection.id] });

  const contactEmail = `orders-${tag}@soak.example.ru`;
  const notifier = 'platform/service/notifier';
  const emailContact = await api<{ id: number }>('POST', `${notifier}/email/verify/send/`, {
    title: 'Заявки на почту',
    description: 'Отдел продаж',
    email: contactEmail,
  });
  const letter = await letterTo(world, contactEmail, (each) =>
    Boolean(each.text?.includes('verifyMail=')),
  );
  const token = /verifyMail=([\w-]+)/.exec(letter.text ?? '')![1];
  await api('POST', `${notifier}/email/verify/${token}`);
  const contactsId = [emailContact.id];

  let chat: PrivateChat | undefined;
  if (setUp.telegram && world.bot) {
    chat = world.bot.privateChat({ first_name: `Продавец ${index + 1}` });
    chat.start();
    const keys = await nextMessageIn(chat);
    const apiKey = /API key: ([A-Za-z0-9_-]+)/.exec(keys.text ?? '')?.[1];
    if (!apiKey) throw new Error(`No API key in the bot's message: ${keys.text}`);
    const connected = await api<{ id: number }>('POST', `${notifier}/telegram/`, {
      title: 'Заявки в Telegram',
      description: 'Чат продавца',
      api_key: apiKey,
    });
    // The bot confirms in the chat: the order cards come after it.
    await nextMessageIn(chat);
    contactsId.push(connected.id);
  }

  await api('PUT', `platform/widget/${widget.id}/contacts/`, { contacts_id: contactsId });
  await api('POST', `platform/widget/${widget.id}/publish/`);
  return {
    index,
    email,
    accessToken,
    from,
    siteId: site.id,
    widgetId: widget.id,
    tagDiv: widget.tag_div,
    origin: `https://${domain}`,
    products,
    contactEmail,
    chat,
    buyerEmail: `buyer-${tag}@soak.example.ru`,
  };
}
