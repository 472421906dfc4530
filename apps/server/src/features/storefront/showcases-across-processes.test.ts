import { storefrontShowcasesSchema } from '@vitrina/contracts/storefront';
import { describe, expect, it } from 'vitest';
import { getMe, registerAccount } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { createSite, createWidget } from '../../testing/platform';
import { confirmDomain, publicProduct, publicShowcases } from '../../testing/storefront';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';

const ORIGIN = 'https://shop.example.ru';

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)(
  'showcases and product views cached by two server processes',
  () => {
    const apps = useTwoProcesses();

    const textOnReader = async (siteId: number, productId: number) =>
      (await publicProduct(apps.reader.app, siteId, productId, ORIGIN)).json().data.text;

    const titlesOnReader = async (siteId: number) => {
      const response = await publicShowcases(apps.reader.app, siteId, ORIGIN);
      const { showcases } = storefrontShowcasesSchema.parse(response.json()).data;
      return showcases.flatMap((showcase) => showcase.cards.map((card) => card.title));
    };

    it('a write through one process reaches the sites another one serves from its cache', async () => {
      const merchant = await registerAccount(apps.writer.app);
      const site = await createSite(apps.writer.app, merchant, [new URL(ORIGIN).hostname]);
      await confirmDomain(apps.writer.database.db, site.domains[0]!.id);
      const widget = await createWidget(apps.writer.app, merchant, site.id);
      const collection = (await createCollection(apps.writer.app, merchant)).id;
      const product = await createProduct(apps.writer.app, merchant, collection, {
        title: 'Старое',
        text: 'Старый текст',
      });
      await callApi(
        apps.writer.app,
        merchant,
        'PUT',
        `platform/showcase/${widget.showcases[0]}/content/`,
        {
          ids: [collection],
        },
      );
      await callApi(apps.writer.app, merchant, 'POST', `platform/widget/${widget.id}/publish/`);
      expect(await titlesOnReader(site.id)).toEqual(['Старое']);
      expect(await textOnReader(site.id, product.id)).toBe('Старый текст');

      const merchantId = (await getMe(apps.writer.app, merchant.accessToken)).json().data.id;
      const heard = apps.readerHears('merchant', merchantId);

      await callApi(apps.writer.app, merchant, 'PUT', `catalog/product/${product.id}/`, {
        title: 'Новое',
        text: 'Новый текст',
      });
      await heard;

      // The announcement travelled through PostgreSQL: the reader forgot its copy when it heard
      // it, well before the minute its cache would otherwise keep it.
      expect(await titlesOnReader(site.id)).toEqual(['Новое']);
      expect(await textOnReader(site.id, product.id)).toBe('Новый текст');
    });
  },
);
