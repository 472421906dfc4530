import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATE_KINDS,
  templateProblems,
  type MessageTemplate,
  type MessageTemplateKind,
  type TemplatePreview,
} from '@vitrina/contracts/message-templates';
import { currentShopAs } from '../../../testing/member-role';
import { shopRoutes } from '../../../testing/fake-shop';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import type { ShopRole } from '@vitrina/contracts/team';

export const TEMPLATES = 'v1/platform/message-templates';

/** The shop's latest order as the server fills the placeholders with it. */
export const PREVIEW: TemplatePreview = {
  order_number: 1042,
  merchant: {
    номер: '1042',
    позиции: ['Кружка × 2 = 1 400 ₽', 'и ещё 1 позиция'],
    количество: '3 товара',
    итого: '1 850 ₽',
    покупатель: 'Ольга',
    телефон: '+7 900 123-45-67',
    почта: null,
    комментарий: 'Позвоните вечером',
    страница: 'https://shop.example.ru/',
    ссылка: 'https://vitrina.example/orders?order=42',
  },
  buyer: {
    номер: '1042',
    магазин: 'Лавка',
    позиции: 'Кружка × 2 = 1 400 ₽',
    количество: '2 товара',
    итого: '1 400 ₽',
    телефон: '+7 900 123-45-67',
    ссылка: 'https://shop.example.ru',
  },
};

interface FakeServerOptions {
  role?: ShopRole;
  /** The shop's own texts at the start. */
  own?: Partial<Record<MessageTemplateKind, string>>;
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
}

/**
 * The templates API of one shop, keeping its own texts as the console changes them; a save the
 * server would refuse is refused with its reason.
 */
export function fakeMessageTemplatesServer({
  role = 'OWNER',
  own = {},
  routes = {},
}: FakeServerOptions = {}) {
  const texts = { ...own };
  const templateOf = (kind: MessageTemplateKind): MessageTemplate => ({
    kind,
    text: texts[kind] ?? DEFAULT_MESSAGE_TEMPLATES[kind],
    default_text: DEFAULT_MESSAGE_TEMPLATES[kind],
    is_default: texts[kind] === undefined,
  });

  return createFakeApi({
    ...shopRoutes(currentShopAs(role)),
    [`GET ${TEMPLATES}/`]: () => reply(200, { data: MESSAGE_TEMPLATE_KINDS.map(templateOf) }),
    [`GET ${TEMPLATES}/preview/`]: () => reply(200, { data: PREVIEW }),
    [`PUT ${TEMPLATES}/:kind/`]: async (request, params) => {
      const kind = params.kind as MessageTemplateKind;
      const { text } = (await request.json()) as { text: string };
      const [problem] = templateProblems(kind, text);
      if (problem) return reply(422, { detail: problem });
      texts[kind] = text;
      return reply(200, { data: templateOf(kind) });
    },
    [`DELETE ${TEMPLATES}/:kind/`]: (_request, params) => {
      delete texts[params.kind as MessageTemplateKind];
      return reply(200, { message: 'Шаблон возвращён к тексту по умолчанию' });
    },
    ...routes,
  });
}
