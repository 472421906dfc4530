import { storefrontShowcasesSchema } from '@vitrina/contracts/storefront';
import { widgetSettingsMessages } from '@vitrina/contracts/widget-settings-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { createSite, createWidget, type CreatedWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { confirmDomain, publicShowcases } from '../../testing/storefront';

const POLICY = 'https://chai.example.ru/политика';
const AFTER = 'Спасибо!\nСоберём заказ за день.';

/**
 * The widget's behaviour kept with its look (decision 78): the consent's link to the shop's
 * policy and the text after ordering are settings of its style object, saved by the same call,
 * published with it, and the merchant's alone.
 */
describe('a widget’s policy link and text after ordering', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;
  let siteId: number;
  let boris: Account;

  beforeAll(async () => {
    const site = await createSite(session.app, session.merchant, ['chai.example.ru']);
    await confirmDomain(db(), site.domains[0]!.id);
    siteId = site.id;
    boris = await registerAccount(session.app);
  });

  const newWidget = () => createWidget(session.app, session.merchant, siteId);
  const saveStyle = (widget: CreatedWidget, style: object) =>
    call('PUT', `platform/widget/${widget.id}/style/`, style);
  const styleOf = async (widget: CreatedWidget) =>
    (await call('GET', `platform/widget/${widget.id}/`)).json().data.style;
  /** The widget's showcase in the site's public answer, as its page reads it. */
  const publishedStyleOf = async (widget: CreatedWidget) => {
    const response = await publicShowcases(session.app, siteId, 'https://chai.example.ru');
    expect(response.statusCode).toBe(200);
    const { showcases } = storefrontShowcasesSchema.parse(response.json()).data;
    return showcases.find((showcase) => showcase.widget_id === widget.id)?.style;
  };

  it('saves both with the style, as typed but trimmed', async () => {
    const widget = await newWidget();

    const response = await saveStyle(widget, {
      columns: 2,
      policy_url: ` ${POLICY} `,
      confirmation_text: ` ${AFTER}\n`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.style).toEqual({
      columns: 2,
      policy_url: POLICY,
      confirmation_text: AFTER,
    });
    expect(await styleOf(widget)).toEqual(response.json().data.style);
  });

  it('takes empty fields as none', async () => {
    const widget = await newWidget();
    await saveStyle(widget, { policy_url: POLICY, confirmation_text: AFTER });

    const response = await saveStyle(widget, { policy_url: '', confirmation_text: '  ' });

    expect(response.json().data.style).toEqual({ policy_url: null, confirmation_text: null });
  });

  it.each([
    ['a policy on plain http', { policy_url: 'http://chai.example.ru/policy' }],
    ['a script for a policy', { policy_url: 'javascript:alert(document.cookie)' }],
    ['a policy without a scheme', { policy_url: 'chai.example.ru/policy' }],
  ])('refuses %s with 422 in Russian, keeping the style', async (_, style) => {
    const widget = await newWidget();
    await saveStyle(widget, { policy_url: POLICY });

    const response = await saveStyle(widget, style);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(widgetSettingsMessages.policyUrlInvalid);
    expect(await styleOf(widget)).toEqual({ policy_url: POLICY });
  });

  it('refuses a text after ordering of 501 characters, keeping the style', async () => {
    const widget = await newWidget();

    const response = await saveStyle(widget, { confirmation_text: 'я'.repeat(501) });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(widgetSettingsMessages.confirmationTextTooLong);
    expect(await styleOf(widget)).toEqual({});
  });

  it('shows them in the preview at once, and to buyers once published', async () => {
    const widget = await newWidget();
    const collection = (await createCollection(session.app, session.merchant)).id;
    await createProduct(session.app, session.merchant, collection);
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [collection] });
    await call('POST', `platform/widget/${widget.id}/publish/`);
    expect(await publishedStyleOf(widget)).toMatchObject({
      policy_url: null,
      confirmation_text: null,
    });

    await saveStyle(widget, { policy_url: POLICY, confirmation_text: AFTER });

    const preview = (await call('GET', `platform/widget/${widget.id}/preview/`)).json().data;
    expect(preview.style).toMatchObject({ policy_url: POLICY, confirmation_text: AFTER });
    expect((await call('GET', `platform/widget/${widget.id}/`)).json().data).toMatchObject({
      has_unpublished_changes: true,
    });
    expect(await publishedStyleOf(widget)).toMatchObject({
      policy_url: null,
      confirmation_text: null,
    });

    await call('POST', `platform/widget/${widget.id}/publish/`);

    expect(await publishedStyleOf(widget)).toMatchObject({
      policy_url: POLICY,
      confirmation_text: AFTER,
    });
  });

  it('are the merchant’s alone: another shop’s change answers 404 and changes nothing', async () => {
    const widget = await newWidget();
    await saveStyle(widget, { policy_url: POLICY });

    const response = await callApi(
      session.app,
      boris,
      'PUT',
      `platform/widget/${widget.id}/style/`,
      {
        policy_url: 'https://evil.example.com/policy',
        confirmation_text: 'Оплатите заказ на evil.example.com',
      },
    );

    expect(response.statusCode).toBe(404);
    expect(await styleOf(widget)).toEqual({ policy_url: POLICY });
  });
});
