// A merchant who takes payment online, set up through the API: the shop connected to a shop of
// the ЮKassa stand-in, which posts its notifications to the server, and a cart widget paid
// online on a page of the merchant's site.
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { OrderDetail } from '@vitrina/contracts/orders';
import type { BrowserContext } from 'playwright-core';
import type { PaymentsWorld } from './payments-world';
import {
  confirmedEmailContact,
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
} from './storefront';

/** Where ЮKassa posts the notifications of the Vitrina shop `shopId`. */
const notificationUrlOf = (serverUrl: string, shopId: number) =>
  `${serverUrl}/api/v1/public/payments/yookassa/${shopId}/notifications`;

/**
 * A new merchant with the tea collection, connected to a new test shop of the stand-in (no VAT,
 * receipts on), whose orders are told to an e-mail contact, and whose cart widget, paid online,
 * is on the page `pageUrl` of a site confirmed on the domain named `name`.
 */
export async function paidShop(world: PaymentsWorld, context: BrowserContext, name: string) {
  const { server, sitePage, yookassa } = world;
  const domain = merchantDomain(name);
  const { merchant, token, api, collectionId, siteId } = await merchantWithSite(
    context,
    sitePage,
    domain,
  );
  const yookassaShop = yookassa.addShop();
  await api('PUT', 'shop/payments/yookassa/', {
    shop_id: yookassaShop.shopId,
    secret_key: yookassaShop.secretKey,
    test: yookassaShop.test,
    vat_code: 1,
    tax_system_code: null,
    receipts: true,
  });
  const { id: shopId } = await api('GET', 'shop/');
  yookassaShop.notificationUrl = notificationUrlOf(server.url, shopId);
  const mailbox = `orders-${merchant.email}`;
  const contactId = await confirmedEmailContact(api, server.dataDir, mailbox);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], [contactId], {
    order_flow: 'cart',
    online_payment: true,
  });
  sitePage.setPage(
    '/chai',
    hostHtml({
      head: widgetScriptTag(server.url, siteId),
      body: widgetContainer(widget.tag_div),
    }),
  );
  return {
    token,
    api,
    yookassaShop,
    mailbox,
    tagDiv: widget.tag_div,
    pageUrl: sitePage.urlOf(domain, '/chai'),
    /** The order the stand-in's payment `paymentId` was asked for, as the merchant reads it. */
    orderOf: (paymentId: string) => {
      const orderId = yookassa.payment(paymentId)?.metadata.order_id;
      return api<OrderDetail>('GET', `orders/${orderId}/`);
    },
  };
}

export type PaidShop = Awaited<ReturnType<typeof paidShop>>;
