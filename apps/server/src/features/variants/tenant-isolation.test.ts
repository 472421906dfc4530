import { variantMessages } from '@vitrina/contracts/variant-messages';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import type { Variants, VariantsSave } from '@vitrina/contracts/variants';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { callApi, type Method } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addMember, callInShop } from '../../testing/team';
import {
  fullMatrix,
  productWithCharacteristics,
  variantRowCounts,
  variantsPath,
} from '../../testing/variants';

interface Furnished {
  productId: number;
  characteristic: Characteristic;
  body: VariantsSave;
  variants: Variants;
}

/**
 * Another merchant's product and characteristic answer the variant calls exactly as missing ones
 * do, and a role that may not change the catalog may read variants but not save them; nothing
 * changes either way.
 */
describe('variants belong to their merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  let annas: Furnished;
  let boriss: Furnished;

  async function furnish(account: Account): Promise<Furnished> {
    const { productId, characteristics } = await productWithCharacteristics(session.app, account, [
      ['Цвет', ['красный', 'синий']],
    ]);
    const body = fullMatrix(characteristics, { stock: 5 });
    const saved = await callApi(session.app, account, 'PUT', variantsPath(productId), body);
    expect(saved.statusCode, saved.body).toBe(200);
    return { productId, characteristic: characteristics[0]!, body, variants: saved.json().data };
  }

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    annas = await furnish(session.merchant);
    boriss = await furnish(boris);
  });

  const asBoris = (method: Method, path: string, payload?: unknown) =>
    callApi(session.app, boris, method, path, payload);
  const variantsOf = async (account: Account, productId: number) =>
    (await callApi(session.app, account, 'GET', variantsPath(productId))).json().data;

  /** Runs the call and checks its answer, and that neither merchant's variants moved. */
  async function expectRefused(
    call: () => ReturnType<typeof asBoris>,
    status: number,
    detail: string,
  ) {
    const rows = await variantRowCounts(session.testApp.database.db);

    const response = await call();

    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect(await variantRowCounts(session.testApp.database.db)).toEqual(rows);
    expect(await variantsOf(session.merchant, annas.productId)).toEqual(annas.variants);
    expect(await variantsOf(boris, boriss.productId)).toEqual(boriss.variants);
  }

  it.each<[string, Method, () => string, () => unknown]>([
    [
      "a read of Anna's product's variants",
      'GET',
      () => variantsPath(annas.productId),
      () => undefined,
    ],
    [
      "a save of Anna's product's variants",
      'PUT',
      () => variantsPath(annas.productId),
      () => ({ options: [], variants: [] }),
    ],
    [
      "the variant uses of Anna's characteristic",
      'GET',
      () => `catalog/characteristic/${annas.characteristic.id}/variant-uses/`,
      () => undefined,
    ],
  ])('answers 404 to Boris for %s', async (_, method, path, payload) => {
    await expectRefused(() => asBoris(method, path(), payload()), 404, messages.http.notFound);
  });

  it.each<[string, () => VariantsSave, string]>([
    [
      "an option of Anna's characteristic",
      () => ({ ...annas.body, variants: [] }),
      variantMessages.optionNotOnProduct,
    ],
    [
      "Anna's variant's id",
      () => ({
        ...boriss.body,
        variants: boriss.body.variants.map((variant, place) => ({
          ...variant,
          id: annas.variants.variants[place]!.id,
        })),
      }),
      variantMessages.notFound,
    ],
  ])('refuses Boris %s on his own product with 422', async (_, body, detail) => {
    await expectRefused(() => asBoris('PUT', variantsPath(boriss.productId), body()), 422, detail);
  });

  it('lets a role without catalog writes read the variants, and answers 403 to its save', async () => {
    const manager = await registerAccount(session.app);
    const { db } = session.testApp.database;
    const shopId = await ownShopId(db, session.merchant.email);
    await addMember(db, shopId, manager, 'ORDER_MANAGER');
    const asManager = (method: Method, payload?: unknown) =>
      callInShop(session.app, manager, shopId, method, variantsPath(annas.productId), payload);

    const read = await asManager('GET');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual(annas.variants);

    await expectRefused(
      () => asManager('PUT', { options: [], variants: [] }),
      403,
      messages.team.forbidden,
    );
  });
});
