import type { Characteristic } from '@vitrina/contracts/characteristics';
import type { Variants, VariantsSave } from '@vitrina/contracts/variants';
import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../../testing/images';
import { filesOf, uploadPhotos } from '../../testing/photo-uploads';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  fullMatrix,
  productWithCharacteristics,
  valueId,
  variantRowCounts,
  variantsPath,
} from '../../testing/variants';

/**
 * A product's variants follow what they are made of: its copy, its characteristics and their
 * values, in the transaction of the write that changes them.
 */
describe('variants kept true to the product and its characteristics', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;

  const read = async (productId: number): Promise<Variants> =>
    (await call('GET', variantsPath(productId))).json().data;
  async function saved(productId: number, body: VariantsSave): Promise<Variants> {
    const response = await call('PUT', variantsPath(productId), body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  /** A product with «Цвет» × «Размер» and every combination as a variant, with stock. */
  async function shirt() {
    const made = await productWithCharacteristics(session.app, session.merchant, [
      ['Цвет', ['белый', 'чёрный', 'серый']],
      ['Размер', ['S', 'M']],
    ]);
    const variants = await saved(
      made.productId,
      fullMatrix(made.characteristics, (place) => ({ stock: place + 1 })),
    );
    const [colour, size] = made.characteristics as [Characteristic, Characteristic];
    return { ...made, colour, size, variants };
  }
  const editValues = (characteristic: Characteristic, values: string[]) =>
    call('PUT', `catalog/characteristic/${characteristic.id}/`, {
      title: characteristic.title,
      values: values.map((value, place) => {
        const stored = characteristic.values.find((candidate) => candidate.value === value);
        return { id: stored?.id ?? `temp-${place}`, value };
      }),
    });
  const uses = async (characteristic: Characteristic) => {
    const response = await call('GET', `catalog/characteristic/${characteristic.id}/variant-uses/`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.values;
  };
  const variantsQuantity = async (productId: number) =>
    (await call('GET', `catalog/product/${productId}/`)).json().data.variants_quantity;

  it('a copy of the product has its options and variants, each with the copy of its photo', async () => {
    const { productId, characteristics } = await productWithCharacteristics(
      session.app,
      session.merchant,
      [['Цвет', ['белый', 'чёрный']]],
      { price: 300 },
    );
    await uploadPhotos(
      session.app,
      session.merchant,
      productId,
      filesOf([await jpeg(20, 20), await png(20, 20)]),
    );
    const photos = (await call('GET', `catalog/product/${productId}/`)).json().data.photos;
    const original = await saved(productId, {
      ...fullMatrix(characteristics),
      variants: [
        { value_ids: [characteristics[0]!.values[0]!.id], photo_id: photos[1].id, stock: 4 },
        { value_ids: [characteristics[0]!.values[1]!.id], price: 350, sku: 'B' },
      ],
    });

    const copied = await call('POST', `catalog/product/${productId}/copy/`);

    expect(copied.statusCode, copied.body).toBe(200);
    const copyId = copied.json().data.id;
    const copyPhotos = (await call('GET', `catalog/product/${copyId}/`)).json().data.photos;
    const copy = await read(copyId);
    expect(copy.options).toEqual(original.options);
    expect(copy.variants).toEqual(
      original.variants.map((variant) => ({
        ...variant,
        id: expect.any(Number),
        photo_id: variant.photo_id === null ? null : copyPhotos[1].id,
      })),
    );
    expect(copy.variants.map((variant) => variant.id)).not.toContain(original.variants[0]!.id);
    expect(await read(productId)).toEqual(original);
    expect(await variantsQuantity(copyId)).toBe(2);
  });

  it('a product that loses a characteristic its variants vary by loses the option and every variant', async () => {
    const { productId, colour, size, variants } = await shirt();

    const kept = await call('PUT', `catalog/product/${productId}/`, {
      characteristics_id: [size.id, colour.id],
    });
    expect(kept.statusCode).toBe(200);
    expect((await read(productId)).variants).toEqual(variants.variants);

    const lost = await call('PUT', `catalog/product/${productId}/`, {
      characteristics_id: [colour.id],
    });

    expect(lost.statusCode).toBe(200);
    expect(await read(productId)).toEqual({
      options: [{ characteristic_id: colour.id, value_ids: variants.options[0]!.value_ids }],
      variants: [],
    });
    expect(lost.json().data.variants_quantity).toBe(0);
  });

  it('deleting a value takes the variants with it and leaves the options without it', async () => {
    const first = await shirt();
    const second = await shirt();
    const grey = valueId(first.colour, 'серый');
    const before = await variantRowCounts(db());
    expect(await uses(first.colour)).toEqual([
      { value_id: valueId(first.colour, 'белый'), variants: 2 },
      { value_id: valueId(first.colour, 'чёрный'), variants: 2 },
      { value_id: grey, variants: 2 },
    ]);

    const edited = await editValues(first.colour, ['белый', 'чёрный']);

    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read(first.productId);
    expect(after.options[0]!.value_ids).toEqual([
      valueId(first.colour, 'белый'),
      valueId(first.colour, 'чёрный'),
    ]);
    expect(after.variants).toEqual(
      first.variants.variants.filter((variant) => !variant.value_ids.includes(grey)),
    );
    expect(await uses(first.colour)).toEqual([
      { value_id: valueId(first.colour, 'белый'), variants: 2 },
      { value_id: valueId(first.colour, 'чёрный'), variants: 2 },
    ]);
    expect(await read(second.productId)).toEqual(second.variants);
    expect(await variantRowCounts(db())).toEqual({
      options: before.options,
      variants: before.variants - 2,
    });
    expect(await variantsQuantity(first.productId)).toBe(4);
  });

  it('deleting every value an option has takes the option and every variant of its product', async () => {
    const { productId, colour, size, variants } = await shirt();
    await saved(productId, {
      options: [
        { characteristic_id: colour.id, value_ids: [valueId(colour, 'белый')] },
        variants.options[1]!,
      ],
      variants: variants.variants.filter((variant) =>
        variant.value_ids.includes(valueId(colour, 'белый')),
      ),
    });

    const edited = await editValues(colour, ['чёрный', 'серый', 'красный']);

    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read(productId)).toEqual({ options: [variants.options[1]], variants: [] });
    expect((await uses(size)).map((use: { variants: number }) => use.variants)).toEqual([0, 0]);
  });

  it('deleting a characteristic takes the variants of the products varying by it', async () => {
    const varying = await shirt();
    const other = await shirt();

    const deleted = await call('DELETE', `catalog/characteristic/${varying.colour.id}/`);

    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await read(varying.productId)).toEqual({
      options: [varying.variants.options[1]],
      variants: [],
    });
    expect(await read(other.productId)).toEqual(other.variants);
    expect((await call('DELETE', `catalog/characteristic/${varying.colour.id}/`)).statusCode).toBe(
      404,
    );
  });

  it("counts each value's variants across the merchant's products, 0 for an unused one", async () => {
    const first = await shirt();
    const second = await shirt();
    const small = valueId(first.size, 'S');
    await saved(second.productId, {
      options: [second.variants.options[1]!],
      variants: [{ value_ids: [valueId(second.size, 'M')] }],
    });
    const unused = await call('PUT', `catalog/characteristic/${first.size.id}/`, {
      title: 'Размер',
      values: [...first.size.values, { id: 'temp-L', value: 'L' }],
    });
    const large = unused.json().data.values[2].id;

    expect(await uses(first.size)).toEqual([
      { value_id: small, variants: 3 },
      { value_id: valueId(first.size, 'M'), variants: 3 },
      { value_id: large, variants: 0 },
    ]);
    expect(await uses(second.size)).toEqual([
      { value_id: valueId(second.size, 'S'), variants: 0 },
      { value_id: valueId(second.size, 'M'), variants: 1 },
    ]);
  });
});
