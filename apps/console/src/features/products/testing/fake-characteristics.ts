import type {
  Characteristic,
  CharacteristicCreate,
  CharacteristicUpdate,
} from '@vitrina/contracts/characteristics';
import type { Product } from '@vitrina/contracts/products';
import { reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';

/** A characteristic as the merchant's list answers it: value ids `id * 10 + 1, + 2…`, none main. */
export function aCharacteristic(id: number, title: string, values: string[]): Characteristic {
  return {
    id,
    title,
    values: values.map((value, index) => ({
      id: id * 10 + index + 1,
      characteristic_id: id,
      value,
      main_value: false,
    })),
  };
}

/** The characteristic as a product has it, these of its values being the product's main ones. */
export const withMainValues = (
  characteristic: Characteristic,
  mains: string[],
): Characteristic => ({
  ...characteristic,
  values: characteristic.values.map((value) => ({
    ...value,
    main_value: mains.includes(value.value),
  })),
});

/** Цвет, Материал, Размер and Сезон. */
export const merchantCharacteristics = () => [
  aCharacteristic(1, 'Цвет', ['красный', 'синий', 'зелёный']),
  aCharacteristic(2, 'Материал', ['кожа', 'замша']),
  aCharacteristic(3, 'Размер', ['40', '41', '42']),
  aCharacteristic(4, 'Сезон', ['лето', 'зима']),
];

/**
 * The characteristic calls of the server over the merchant's characteristics. A product keeps
 * its links as characteristics with main values marked; `viewOf` answers them as a read does:
 * as stored now (renamed, values added or deleted, deleted ones gone), main values kept.
 */
export function fakeCharacteristics(start: Characteristic[]) {
  let stored = structuredClone(start);
  let nextId = 100;
  const valueOf = (characteristicId: number, id: number, value: string) => ({
    id,
    characteristic_id: characteristicId,
    value,
    main_value: false,
  });

  const viewOf = (product: Product): Product => ({
    ...product,
    characteristics: product.characteristics.flatMap((linked) => {
      const current = stored.find(({ id }) => id === linked.id);
      if (!current) return [];
      const isMain = (id: number) =>
        linked.values.some((value) => value.id === id && value.main_value);
      return [
        {
          ...current,
          values: current.values.map((value) => ({ ...value, main_value: isMain(value.id) })),
        },
      ];
    }),
  });

  /** The product's links in this order: kept ones with their main values, new ones without. */
  const linked = (product: Product, ids: readonly number[]) =>
    ids.map(
      (id) =>
        product.characteristics.find((own) => own.id === id) ??
        stored.find((characteristic) => characteristic.id === id)!,
    );

  /** The product's links with these values made the main ones of one characteristic. */
  const withMains = (product: Product, characteristicId: number, valueIds: readonly number[]) =>
    viewOf(product).characteristics.map((characteristic) =>
      characteristic.id !== characteristicId
        ? characteristic
        : {
            ...characteristic,
            values: characteristic.values.map((value) => ({
              ...value,
              main_value: valueIds.includes(value.id),
            })),
          },
    );

  const routes: Partial<Record<FakeRoute, FakeHandler>> = {
    'GET v1/catalog/characteristics/': () => reply(200, { data: stored }),
    'POST v1/catalog/characteristic/': async (request) => {
      const { title, values } = (await request.json()) as CharacteristicCreate;
      const id = nextId++;
      const created = {
        id,
        title,
        values: values.map((value) => valueOf(id, nextId++, value)),
      };
      stored = [...stored, created];
      return reply(200, { data: created });
    },
    'PUT v1/catalog/characteristic/:id/': async (request, params) => {
      const id = Number(params.id);
      const { title, values } = (await request.json()) as CharacteristicUpdate;
      const updated = {
        id,
        title,
        values: values.map((value) =>
          valueOf(id, typeof value.id === 'number' ? value.id : nextId++, value.value),
        ),
      };
      stored = stored.map((characteristic) =>
        characteristic.id === id ? updated : characteristic,
      );
      return reply(200, { data: updated });
    },
    'DELETE v1/catalog/characteristic/:id/': (_request, params) => {
      stored = stored.filter(({ id }) => id !== Number(params.id));
      return reply(200, { message: 'Характеристика удалена' });
    },
  };

  return {
    routes,
    viewOf,
    linked,
    withMains,
    get stored() {
      return stored;
    },
  };
}
