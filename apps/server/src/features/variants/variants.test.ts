import { variantMessages } from '@vitrina/contracts/variant-messages';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import { VARIANT_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { storefrontShowcasesSchema } from '@vitrina/contracts/storefront';
import type { Variant, Variants, VariantsSave } from '@vitrina/contracts/variants';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhotos } from '../../db/schema';
import { ownShopId } from '../../testing/accounts';
import { createCharacteristic } from '../../testing/characteristics';
import { originOf, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { publicShowcases } from '../../testing/storefront';
import {
  fullMatrix,
  productWithCharacteristics,
  valueId,
  variantRowCounts,
  variantsPath,
} from '../../testing/variants';

const m = variantMessages;

/** A variant as the answer gives one saved with nothing but its values. */
const plain = { sku: null, price: null, discount_value: null, discount_type: null, stock: null };

describe('variants: GET|PUT catalog/product/{id}/variants/', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;
  let shopId: number;

  beforeAll(async () => {
    shopId = await ownShopId(db(), session.merchant.email);
  });

  const mugWith = (fields: object = {}) =>
    productWithCharacteristics(
      session.app,
      session.merchant,
      [
        ['Цвет', ['красный', 'синий', 'зелёный']],
        ['Объём', ['250 мл', '350 мл']],
      ],
      { title: 'Кружка', price: 1000, ...fields },
    );
  const save = (productId: number, body: VariantsSave) =>
    call('PUT', variantsPath(productId), body);
  const read = async (productId: number): Promise<Variants> => {
    const response = await call('GET', variantsPath(productId));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const saved = async (productId: number, body: VariantsSave): Promise<Variants> => {
    const response = await save(productId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  async function photoOf(productId: number) {
    const [photo] = await db()
      .insert(productPhotos)
      .values({
        shopId,
        productId,
        position: 0,
        origKey: `photos/${productId}/2560.webp`,
        previewKey: `photos/${productId}/800.webp`,
        smallKey: `photos/${productId}/320.webp`,
      })
      .returning({ id: productPhotos.id });
    return photo!.id;
  }
  /** The variant of the answer with these values. */
  const withValues = (variants: Variant[], valueIds: number[]) =>
    variants.find((variant) => variant.value_ids.join() === valueIds.join());

  it('reads a product without variants as empty', async () => {
    const { productId } = await mugWith();

    expect(await read(productId)).toEqual({ options: [], variants: [] });
  });

  it('saves the options and variants and answers them, each with its id, as a read does', async () => {
    const { productId, characteristics } = await mugWith();
    const [colour, volume] = characteristics as [Characteristic, Characteristic];
    const red = valueId(colour, 'красный');
    const blue = valueId(colour, 'синий');
    const small = valueId(volume, '250 мл');
    const large = valueId(volume, '350 мл');
    const photo = await photoOf(productId);
    const body: VariantsSave = {
      options: [
        { characteristic_id: colour.id, value_ids: [blue, red] },
        { characteristic_id: volume.id, value_ids: [small, large] },
      ],
      variants: [
        { value_ids: [blue, large], sku: 'MUG-B-350', price: 1200, stock: 3, photo_id: photo },
        { value_ids: [red, small], discount_value: 10, discount_type: 'PERCENT', enabled: false },
        { value_ids: [blue, small], stock: 0 },
      ],
    };

    const answer = await saved(productId, body);

    expect(answer).toEqual({
      options: body.options,
      variants: [
        {
          ...plain,
          id: expect.any(Number),
          value_ids: [blue, large],
          sku: 'MUG-B-350',
          price: 1200,
          stock: 3,
          photo_id: photo,
          enabled: true,
        },
        {
          ...plain,
          id: expect.any(Number),
          value_ids: [red, small],
          discount_value: 10,
          discount_type: 'PERCENT',
          photo_id: null,
          enabled: false,
        },
        {
          ...plain,
          id: expect.any(Number),
          value_ids: [blue, small],
          stock: 0,
          photo_id: null,
          enabled: true,
        },
      ],
    });
    expect(new Set(answer.variants.map((variant) => variant.id)).size).toBe(3);
    expect(await read(productId)).toEqual(answer);
    const product = (await call('GET', `catalog/product/${productId}/`)).json().data;
    expect(product.variants_quantity).toBe(3);
  });

  it('saving the same set again changes nothing: the same ids, the same answer', async () => {
    const { productId, characteristics } = await mugWith();
    const body = fullMatrix(characteristics, (place) => ({ stock: place, sku: `SKU-${place}` }));
    const first = await saved(productId, body);
    const before = await variantRowCounts(db());

    expect(await saved(productId, body)).toEqual(first);
    expect(await variantRowCounts(db())).toEqual(before);
  });

  it('a matrix edit keeps the ids and stock of the combinations that survive, and removes the rest', async () => {
    const { productId, characteristics } = await mugWith();
    const [colour, volume] = characteristics as [Characteristic, Characteristic];
    const red = valueId(colour, 'красный');
    const blue = valueId(colour, 'синий');
    const green = valueId(colour, 'зелёный');
    const small = valueId(volume, '250 мл');
    const large = valueId(volume, '350 мл');
    const first = await saved(productId, {
      options: [
        { characteristic_id: colour.id, value_ids: [red, blue] },
        { characteristic_id: volume.id, value_ids: [small, large] },
      ],
      variants: [
        { value_ids: [red, small], stock: 1 },
        { value_ids: [red, large], stock: 2 },
        { value_ids: [blue, small], stock: 3 },
        { value_ids: [blue, large], stock: 4 },
      ],
    });
    const idOf = (valueIds: number[]) => withValues(first.variants, valueIds)!.id;

    // «зелёный» added, «350 мл» removed: the console sends the new matrix, survivors as it read
    // them but without their ids.
    const edited = await saved(productId, {
      options: [
        { characteristic_id: colour.id, value_ids: [red, blue, green] },
        { characteristic_id: volume.id, value_ids: [small] },
      ],
      variants: [
        { value_ids: [red, small], stock: 1 },
        { value_ids: [blue, small], stock: 3 },
        { value_ids: [green, small], stock: 5 },
      ],
    });

    expect(edited.variants.map(({ id, value_ids, stock }) => ({ id, value_ids, stock }))).toEqual([
      { id: idOf([red, small]), value_ids: [red, small], stock: 1 },
      { id: idOf([blue, small]), value_ids: [blue, small], stock: 3 },
      { id: expect.any(Number), value_ids: [green, small], stock: 5 },
    ]);
    const gone = first.variants
      .map((variant) => variant.id)
      .filter((id) => !edited.variants.some((variant) => variant.id === id));
    expect(gone.sort()).toEqual([idOf([red, large]), idOf([blue, large])].sort());
    expect(first.variants.map((variant) => variant.id)).not.toContain(edited.variants[2]!.id);
    expect(await read(productId)).toEqual(edited);
  });

  it('keeps the ids named when the options change order, and when two variants trade values', async () => {
    const { productId, characteristics } = await mugWith();
    const [colour, volume] = characteristics as [Characteristic, Characteristic];
    const red = valueId(colour, 'красный');
    const blue = valueId(colour, 'синий');
    const small = valueId(volume, '250 мл');
    const first = await saved(productId, {
      options: [
        { characteristic_id: colour.id, value_ids: [red, blue] },
        { characteristic_id: volume.id, value_ids: [small] },
      ],
      variants: [
        { value_ids: [red, small], sku: 'R' },
        { value_ids: [blue, small], sku: 'B' },
      ],
    });
    const [redSmall, blueSmall] = first.variants as [Variant, Variant];
    const volumeFirst = [
      { characteristic_id: volume.id, value_ids: [small] },
      { characteristic_id: colour.id, value_ids: [red, blue] },
    ];

    // Reordered options, matched by values (no ids): the same rows, values in the new order.
    const reordered = await saved(productId, {
      options: volumeFirst,
      variants: [
        { value_ids: [small, blue], sku: 'B' },
        { value_ids: [small, red], sku: 'R' },
      ],
    });
    expect(reordered.variants.map(({ id, value_ids }) => ({ id, value_ids }))).toEqual([
      { id: blueSmall.id, value_ids: [small, blue] },
      { id: redSmall.id, value_ids: [small, red] },
    ]);

    // Each id given the other's combination: no collision on the way.
    const traded = await saved(productId, {
      options: volumeFirst,
      variants: [
        { id: redSmall.id, value_ids: [small, blue], sku: 'R' },
        { id: blueSmall.id, value_ids: [small, red], sku: 'B' },
      ],
    });
    expect(traded.variants.map(({ id, value_ids, sku }) => ({ id, value_ids, sku }))).toEqual([
      { id: redSmall.id, value_ids: [small, blue], sku: 'R' },
      { id: blueSmall.id, value_ids: [small, red], sku: 'B' },
    ]);
  });

  it('an empty set removes every option and variant', async () => {
    const { productId, characteristics } = await mugWith();
    await saved(productId, fullMatrix(characteristics));

    expect(await saved(productId, { options: [], variants: [] })).toEqual({
      options: [],
      variants: [],
    });
    const product = (await call('GET', `catalog/product/${productId}/`)).json().data;
    expect(product.variants_quantity).toBe(0);
  });

  describe('refusals change nothing', () => {
    let productId: number;
    let colour: Characteristic;
    let volume: Characteristic;
    let stored: Variants;
    let otherProductsVariant: number;
    let otherProductsPhoto: number;
    let loose: Characteristic;

    beforeAll(async () => {
      const mug = await mugWith({ price: 500 });
      productId = mug.productId;
      [colour, volume] = mug.characteristics as [Characteristic, Characteristic];
      stored = await saved(productId, fullMatrix(mug.characteristics, { stock: 2 }));
      const other = await mugWith();
      otherProductsVariant = (await saved(other.productId, fullMatrix(other.characteristics)))
        .variants[0]!.id;
      otherProductsPhoto = await photoOf(other.productId);
      loose = await createCharacteristic(session.app, session.merchant, 'Размер', ['S', 'M']);
    });

    /** The stored set with `change` made to it. */
    const changed = (change: (body: VariantsSave) => void): VariantsSave => {
      const body = structuredClone({
        options: stored.options,
        variants: stored.variants.map((variant) => ({ ...variant })),
      }) as VariantsSave;
      change(body);
      return body;
    };

    it.each<[string, () => VariantsSave, string, string]>([
      [
        'an option of a characteristic the product does not have',
        () =>
          changed((body) => {
            body.options[1] = { characteristic_id: loose.id, value_ids: [loose.values[0]!.id] };
            body.variants = [
              { value_ids: [stored.options[0]!.value_ids[0]!, loose.values[0]!.id] },
            ];
          }),
        'options.1.characteristic_id',
        m.optionNotOnProduct,
      ],
      [
        'an option value of another characteristic',
        () =>
          changed((body) => {
            body.options[1]!.value_ids = [colour.values[0]!.id, volume.values[0]!.id];
            body.variants = [];
          }),
        'options.1.value_ids',
        m.optionNotOnProduct,
      ],
      [
        'a variant value outside the options',
        () =>
          changed((body) => {
            body.variants[0]!.value_ids = [colour.values[0]!.id, colour.values[1]!.id];
          }),
        'variants.0.value_ids',
        m.valueNotInOptions,
      ],
      [
        "another product's photo",
        () =>
          changed((body) => {
            body.variants[2]!.photo_id = otherProductsPhoto;
          }),
        'variants.2.photo_id',
        m.photoNotOfProduct,
      ],
      [
        'a discount in rubles above the price',
        () =>
          changed((body) => {
            Object.assign(body.variants[1]!, { discount_value: 600, discount_type: 'RUBLES' });
          }),
        'variants.1.discount_value',
        messages.product.discountRublesTooHigh(500),
      ],
      [
        "another product's variant id",
        () =>
          changed((body) => {
            body.variants[3]!.id = otherProductsVariant;
          }),
        'variants.3.id',
        m.notFound,
      ],
      [
        'an id named twice',
        () =>
          changed((body) => {
            body.variants[1]!.id = body.variants[0]!.id;
          }),
        'variants.1.id',
        m.notFound,
      ],
      [
        'a combination twice',
        () =>
          changed((body) => {
            body.variants[1]!.value_ids = body.variants[0]!.value_ids;
          }),
        'variants.1.value_ids',
        m.combinationRepeated,
      ],
      [
        'more options than the limit',
        () =>
          changed((body) => {
            body.options = Array.from({ length: VARIANT_LIMITS.optionsMax + 1 }, (_, index) => ({
              characteristic_id: colour.id + index,
              value_ids: [1],
            }));
            body.variants = [];
          }),
        'options',
        m.tooManyOptions,
      ],
    ])('refuses %s with 422', async (_, body, field, message) => {
      const before = await variantRowCounts(db());

      const response = await save(productId, body());

      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ detail: message });
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await read(productId)).toEqual(stored);
      expect(await variantRowCounts(db())).toEqual(before);
    });

    it('answers 404 for a product that is not there', async () => {
      const response = await save(2_147_483_000, { options: [], variants: [] });

      expect(response.statusCode).toBe(404);
      expect((await call('GET', variantsPath(2_147_483_000))).statusCode).toBe(404);
    });
  });

  it(`accepts ${VARIANT_LIMITS.variantsMax} variants and refuses one more`, async () => {
    const tens = Array.from({ length: 10 }, (_, index) => String(index));
    const { productId, characteristics } = await productWithCharacteristics(
      session.app,
      session.merchant,
      [
        ['Цвет', tens],
        ['Размер', tens],
        ['Рисунок', ['a', 'b', 'c', 'd', 'e', 'f']],
      ],
    );
    const matrix = fullMatrix(characteristics, (place) => ({ stock: place }));
    const atLimit = {
      options: matrix.options,
      variants: matrix.variants.slice(0, VARIANT_LIMITS.variantsMax),
    };

    const answer = await saved(productId, atLimit);
    expect(answer.variants).toHaveLength(VARIANT_LIMITS.variantsMax);
    expect(answer.variants.map((variant) => variant.stock)).toEqual(
      atLimit.variants.map((_, place) => place),
    );

    const over = await save(productId, {
      options: matrix.options,
      variants: matrix.variants.slice(0, VARIANT_LIMITS.variantsMax + 1),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toContainEqual({ field: 'variants', message: m.tooManyVariants });
    expect((await read(productId)).variants).toEqual(answer.variants);
  });

  it('a showcase read after a save shows the new variants', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 700 },
    });
    const origin = originOf(showcase.siteId);
    const cardOf = async () => {
      const response = await publicShowcases(session.app, showcase.siteId, origin);
      expect(response.statusCode, response.body).toBe(200);
      const [shown] = storefrontShowcasesSchema.parse(response.json()).data.showcases;
      return shown!.cards.find((card) => card.id === showcase.productId)!;
    };
    const size = await createCharacteristic(session.app, session.merchant, 'Размер', ['S', 'M']);
    await call('PUT', `catalog/product/${showcase.productId}/`, { characteristics_id: [size.id] });
    // Read now, so the answer is kept: only the save itself can make it be read anew.
    expect((await cardOf()).variants).toBeNull();

    const answer = await saved(showcase.productId, {
      options: [
        { characteristic_id: size.id, value_ids: [size.values[0]!.id, size.values[1]!.id] },
      ],
      variants: [
        { value_ids: [size.values[0]!.id], price: 900 },
        { value_ids: [size.values[1]!.id], enabled: false },
      ],
    });

    const card = await cardOf();
    expect(card.available).toBe(true);
    expect(
      card.variants?.items.map(({ id, price, available }) => ({ id, price, available })),
    ).toEqual([
      { id: answer.variants[0]!.id, price: '900.00', available: true },
      { id: answer.variants[1]!.id, price: '700.00', available: false },
    ]);
  });
});
