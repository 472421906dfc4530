import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../testing/accounts';
import { addressOf, openStream, type HeldStream } from '../../testing/event-stream-reader';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('shop events between two server processes', () => {
  const apps = useTwoProcesses();
  const held: HeldStream[] = [];
  afterAll(() => held.forEach((stream) => stream.close()));

  it('an order taken by one process reaches a console connected to the other', async () => {
    const { writer, reader } = apps;
    const merchant = await registerAccount(writer.app);
    const showcase = await publishedShowcase(writer, merchant);
    const stream = await openStream(await addressOf(reader.app), bearer(merchant.accessToken));
    held.push(stream);

    const number = (await postOrder(writer.app, orderFor(showcase))).json().data.number;

    const heard = await stream.next();
    expect(heard.event).toBe('order.created');
    expect(JSON.parse(heard.data)).toMatchObject({ number });
  });
});
