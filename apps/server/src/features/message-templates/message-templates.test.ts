import { consoleUrl, ORDER_PARAM, paths } from '@vitrina/contracts/console-paths';
import { messages } from '@vitrina/contracts/messages';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_LIMITS,
  type MessageTemplate,
  type TemplatePreview,
} from '@vitrina/contracts/message-templates';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { ShopActionEntry, ShopRole } from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import type { Method } from '../../testing/catalog';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useTestApp } from '../../testing/signed-in-app';
import { addMember, callInShop, dataOf } from '../../testing/team';

const CARD = 'Заказ №{номер} от {покупатель} <срочно>\n\n{позиции}';

/** The templates' calls: read, word, reset and preview, each shop's own. */
describe('the message templates of a shop', () => {
  const testApp = useTestApp({
    rateLimits: { registerPerIp: { max: 100, windowSeconds: 60 * 60 } },
  });
  const db = () => testApp.database.db;

  /** An account with its own shop, as sign-up makes it. */
  async function owner() {
    const account = await registerAccount(testApp.app);
    return { account, shopId: await ownShopId(db(), account.email) };
  }

  const call = (account: Account, shopId: number, method: Method, path: string, body?: unknown) =>
    callInShop(testApp.app, account, shopId, method, `platform/message-templates/${path}`, body);
  const list = async (account: Account, shopId: number) =>
    dataOf<MessageTemplate[]>(await call(account, shopId, 'GET', ''));
  const save = (account: Account, shopId: number, kind: string, text: unknown) =>
    call(account, shopId, 'PUT', `${kind}/`, { text });
  const preview = async (account: Account, shopId: number) =>
    dataOf<TemplatePreview>(await call(account, shopId, 'GET', 'preview/'));
  const journalOf = async (account: Account, shopId: number) =>
    dataOf<ShopActionEntry[]>(
      await callInShop(testApp.app, account, shopId, 'GET', 'shop/actions/'),
    );

  it('reads every template as its default until the shop words its own', async () => {
    const { account, shopId } = await owner();

    expect(await list(account, shopId)).toEqual(
      MESSAGE_TEMPLATE_KINDS.map((kind) => ({
        kind,
        text: DEFAULT_MESSAGE_TEMPLATES[kind],
        default_text: DEFAULT_MESSAGE_TEMPLATES[kind],
        is_default: true,
      })),
    );
  });

  it('keeps a worded template, resets it to the default, and writes both in the journal', async () => {
    const { account, shopId } = await owner();

    const saved = await save(account, shopId, 'TELEGRAM_ORDER', CARD.replaceAll('\n', '\r\n'));
    const afterSave = await list(account, shopId);
    const reset = await call(account, shopId, 'DELETE', 'TELEGRAM_ORDER/');
    const afterReset = await list(account, shopId);

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      kind: 'TELEGRAM_ORDER',
      text: CARD,
      default_text: DEFAULT_MESSAGE_TEMPLATES.TELEGRAM_ORDER,
      is_default: false,
    });
    expect(afterSave.find((each) => each.kind === 'TELEGRAM_ORDER')).toEqual(saved.json().data);
    expect(afterSave.find((each) => each.kind === 'EMAIL_ORDER')?.is_default).toBe(true);
    expect(reset.json()).toEqual({ message: 'Шаблон возвращён к тексту по умолчанию' });
    expect(afterReset.find((each) => each.kind === 'TELEGRAM_ORDER')).toMatchObject({
      text: DEFAULT_MESSAGE_TEMPLATES.TELEGRAM_ORDER,
      is_default: true,
    });
    const journal = (await journalOf(account, shopId)).map(({ action, subject }) => ({
      action,
      subject,
    }));
    expect(journal).toEqual([
      { action: 'message_template.reset', subject: 'Заявка в Telegram' },
      { action: 'message_template.changed', subject: 'Заявка в Telegram' },
    ]);
  });

  it('takes the default text back as the default, and a reset of a default changes nothing', async () => {
    const { account, shopId } = await owner();
    await save(account, shopId, 'BUYER_DONE', 'Заявка #{номер} готова.');

    const asDefault = await save(
      account,
      shopId,
      'BUYER_DONE',
      DEFAULT_MESSAGE_TEMPLATES.BUYER_DONE,
    );
    const resetAgain = await call(account, shopId, 'DELETE', 'BUYER_DONE/');

    expect(asDefault.json().data).toMatchObject({ is_default: true });
    expect(resetAgain.statusCode).toBe(200);
    expect((await journalOf(account, shopId)).map(({ action }) => action)).toEqual([
      'message_template.reset',
      'message_template.changed',
    ]);
  });

  it('refuses placeholders the template may not hold, naming them, and keeps the template', async () => {
    const { account, shopId } = await owner();

    const unknown = await save(account, shopId, 'BUYER_CANCELLED', 'Заявка {номер}: {статус}');
    const buyersName = await save(account, shopId, 'BUYER_ACCEPTED', 'Спасибо, {покупатель}!');

    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(
      'Неизвестная подстановка {статус}. В этом шаблоне можно: {номер}, {магазин}, {ссылка}',
    );
    expect(buyersName.statusCode).toBe(422);
    expect(buyersName.json().detail).toMatch(/^Неизвестная подстановка \{покупатель\}\./);
    expect((await list(account, shopId)).every((each) => each.is_default)).toBe(true);
  });

  it('refuses a template over its limit, an empty one, and one that may come out empty', async () => {
    const { account, shopId } = await owner();
    const max = MESSAGE_TEMPLATE_LIMITS.TELEGRAM_ORDER;

    const long = await save(account, shopId, 'TELEGRAM_ORDER', 'я'.repeat(max + 1));
    const empty = await save(account, shopId, 'TELEGRAM_ORDER', '  ');
    const lacking = await save(account, shopId, 'EMAIL_ORDER', 'Почта: {почта}');
    const nul = await save(account, shopId, 'EMAIL_ORDER', 'Заявка\u0000');
    const kind = await save(account, shopId, 'SMS_ORDER', 'Заявка');

    expect([long.statusCode, long.json().detail]).toEqual([
      422,
      `Шаблон не может быть длиннее ${max} символов`,
    ]);
    expect([empty.statusCode, empty.json().detail]).toEqual([422, 'Введите текст шаблона']);
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().detail).toMatch(/^Добавьте строку без \{почта\} и \{комментарий\}/);
    expect(nul.statusCode).toBe(422);
    expect(kind.statusCode).toBe(422);
    expect((await list(account, shopId)).every((each) => each.is_default)).toBe(true);
  });

  it("keeps one shop's templates from another's reads and resets", async () => {
    const first = await owner();
    const second = await owner();
    await save(first.account, first.shopId, 'EMAIL_ORDER', 'Письмо #{номер}');

    const secondReads = await list(second.account, second.shopId);
    await call(second.account, second.shopId, 'DELETE', 'EMAIL_ORDER/');
    const otherShop = await call(second.account, first.shopId, 'GET', '');

    expect(secondReads.every((each) => each.is_default)).toBe(true);
    expect(
      (await list(first.account, first.shopId)).find((each) => each.kind === 'EMAIL_ORDER'),
    ).toMatchObject({ text: 'Письмо #{номер}', is_default: false });
    expect([otherShop.statusCode, otherShop.json().detail]).toEqual([
      404,
      messages.team.shopNotFound,
    ]);
  });

  it.each<[ShopRole, number]>([
    ['ADMIN', 200],
    ['ORDER_MANAGER', 403],
    ['CONTENT_MANAGER', 403],
  ])(
    'lets every member read the templates, and %s word and reset them: %i',
    async (role, status) => {
      const { shopId } = await owner();
      const member = await registerAccount(testApp.app);
      await addMember(db(), shopId, member, role);

      const read = await call(member, shopId, 'GET', '');
      const saved = await save(member, shopId, 'BUYER_DONE', 'Готово: #{номер}');
      const reset = await call(member, shopId, 'DELETE', 'BUYER_DONE/');

      expect(read.statusCode).toBe(200);
      expect([saved.statusCode, reset.statusCode]).toEqual([status, status]);
      if (status === 403) expect(saved.json().detail).toBe(messages.team.forbidden);
    },
  );

  describe('the preview', () => {
    it('fills the placeholders with a sample order while the shop has none', async () => {
      const { account, shopId } = await owner();

      const values = await preview(account, shopId);

      expect(values.order_number).toBeNull();
      expect(values.merchant).toMatchObject({
        номер: '1001',
        покупатель: 'Анна Петрова',
        телефон: '+7 900 123-45-67',
        количество: '3 товара',
        ссылка: consoleUrl(testApp.config.http.publicUrl, paths.orders, {}),
      });
      expect(values.buyer).toMatchObject({ номер: '1001', магазин: 'Мой магазин' });
      expect(values.buyer).not.toHaveProperty('покупатель');
    });

    it("fills them with the shop's latest order, to a role that may read orders alone", async () => {
      const { account, shopId } = await owner();
      const showcase = await publishedShowcase(testApp, account, {
        product: { title: 'Кружка', price: 700 },
      });
      const placed = await postOrder(
        testApp.app,
        orderFor(showcase, { name: 'Ольга <b>&', comment: '', email: '' }),
      );
      const number: number = placed.json().data.number;
      const contentManager = await registerAccount(testApp.app);
      await addMember(db(), shopId, contentManager, 'CONTENT_MANAGER');

      const values = await preview(account, shopId);
      const [listed] = (
        await callInShop(testApp.app, account, shopId, 'GET', `orders/?search=${number}`)
      ).json().data.orders;

      expect(values.order_number).toBe(number);
      expect(values.merchant).toMatchObject({
        номер: String(number),
        покупатель: 'Ольга <b>&',
        позиции: `Кружка × 2 = ${formatRubles(1400)}`,
        итого: formatRubles(1400),
        почта: null,
        комментарий: null,
        ссылка: consoleUrl(
          testApp.config.http.publicUrl,
          paths.orders,
          {},
          { [ORDER_PARAM]: String(listed.id) },
        ),
      });
      expect(values.buyer).toMatchObject({ позиции: `Кружка × 2 = ${formatRubles(1400)}` });
      expect((await preview(contentManager, shopId)).order_number).toBeNull();
    });
  });

  it('is documented in OpenAPI, signed in', async () => {
    const paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const signedIn = { tags: ['message-templates'], security: [{ bearerAuth: [] }] };

    for (const [path, method] of [
      ['/api/v1/platform/message-templates', 'get'],
      ['/api/v1/platform/message-templates/preview', 'get'],
      ['/api/v1/platform/message-templates/{kind}', 'put'],
      ['/api/v1/platform/message-templates/{kind}', 'delete'],
    ] as const) {
      expect([path, method, paths[path]?.[method]]).toEqual([
        path,
        method,
        expect.objectContaining(signedIn),
      ]);
    }
  });
});
