import { afterEach, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts';
import { insertEmailContact } from '../../testing/contacts';
import { useDeliveringApp } from '../../testing/delivering-app';
import { addressOf, openStream, type HeldStream } from '../../testing/event-stream-reader';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';

describe('a message about an order that fails for good', () => {
  const { session, edges } = useDeliveringApp();
  let stream: HeldStream | undefined;
  afterEach(() => {
    stream?.close();
    edges.smtp.accept();
  });

  it("is told to the shop's open consoles once its failure is recorded", async () => {
    const contactId = await insertEmailContact(session.testApp.database.db, session.merchant);
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [contactId],
    });
    stream = await openStream(await addressOf(session.app), bearer(session.merchant.accessToken));
    edges.smtp.refuse(550);

    const number = (await postOrder(session.app, orderFor(showcase))).json().data.number;

    expect((await stream.next()).event).toBe('order.created');
    const failed = await stream.next();
    expect(failed.event).toBe('delivery.failed');
    expect(JSON.parse(failed.data)).toMatchObject({ number });
  });
});
