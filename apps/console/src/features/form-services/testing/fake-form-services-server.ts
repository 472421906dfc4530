import type {
  Contact,
  ContactUpdate,
  EmailContactCreate,
  TelegramBot,
  TelegramContactCreate,
} from '@vitrina/contracts/notifier';
import { aTelegramContact, anEmailContact } from '../../../testing/contact-fixtures';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';

export { aTelegramContact, anEmailContact };

export const NOTIFIER = 'v1/platform/service/notifier';
export const VERIFY_TOKEN = 'contact-verify-token-9';
export const BOT_USERNAME = 'vitrina_forms_bot';
/** A key as the bot gives it: 32 characters of [A-Za-z0-9_-]. */
export const API_KEY = 'k3Y_8fJ2-qLm7Rt0ZxWc5VbN1sDh6GaP';

/** Keys as the server answers them: all but the last 4 characters hidden. */
const masked = (key: string) => `••••••••${key.slice(-4)}`;

export const CONFIGURED_BOT: TelegramBot = { configured: true, username: BOT_USERNAME };

interface FakeServerOptions {
  bot?: TelegramBot;
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
}

/**
 * The form-data services API of one merchant, keeping `contacts` as the console changes them.
 * A test message leaves its delivery pending until the test settles it in `contacts`.
 */
export function fakeFormServicesServer(contacts: Contact[] = [], options: FakeServerOptions = {}) {
  const { bot = CONFIGURED_BOT, routes = {} } = options;
  let nextId = 100;
  const find = (id: string) => contacts.find((contact) => contact.id === Number(id));
  const body = async <T>(request: Request) => (await request.json()) as T;
  const added = (contact: Contact) => {
    contacts.push(contact);
    return reply(200, { data: contact });
  };

  return createFakeApi({
    [`GET ${NOTIFIER}/contacts/`]: () => reply(200, { data: contacts }),
    [`GET ${NOTIFIER}/telegram/`]: () => reply(200, { data: bot }),
    [`POST ${NOTIFIER}/telegram/`]: async (request) => {
      const { title, description, api_key } = await body<TelegramContactCreate>(request);
      const fields = { title, description: description || null, api_key: masked(api_key) };
      return added(aTelegramContact({ ...fields, id: nextId++, secret_key: '••••••••S3cr' }));
    },
    [`POST ${NOTIFIER}/email/verify/send/`]: async (request) => {
      const { title, description, email } = await body<EmailContactCreate>(request);
      return added(
        anEmailContact({ id: nextId++, title, description: description || null, email }),
      );
    },
    [`POST ${NOTIFIER}/email/verify/${VERIFY_TOKEN}`]: () => {
      const contact = contacts.find(({ type, is_confirmed }) => type === 'EMAIL' && !is_confirmed)!;
      Object.assign(contact, { is_confirmed: true, is_active: true });
      return reply(200, { data: contact });
    },
    [`PATCH ${NOTIFIER}/contact/:id/`]: async (request, { id }) => {
      const { title, description } = await body<ContactUpdate>(request);
      return reply(200, { data: Object.assign(find(id!)!, { title, description }) });
    },
    [`DELETE ${NOTIFIER}/contact/:id/`]: (_request, { id }) => {
      contacts.splice(contacts.indexOf(find(id!)!), 1);
      return reply(200, { message: 'Сервис удалён' });
    },
    [`POST ${NOTIFIER}/contact/:id/test/`]: (_request, { id }) => {
      const contact = find(id!)!;
      contact.last_delivery = { at: new Date().toISOString(), status: 'PENDING', error: null };
      return reply(200, { data: contact });
    },
    ...routes,
  });
}

export type FakeFormServicesServer = ReturnType<typeof fakeFormServicesServer>;
