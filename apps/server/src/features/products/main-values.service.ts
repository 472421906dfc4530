import { messages } from '@vitrina/contracts/messages';
import type { Product } from '@vitrina/contracts/products';
import type { ProductMainValues } from '@vitrina/contracts/characteristics';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { CharacteristicsService } from '../characteristics/characteristics.service';
import { hasCharacteristic, replaceMainValues } from './product-characteristics.repository';
import type { ProductsService } from './products.service';

type MainValuesChoice = ProductMainValues['characteristics'][number];

interface MainValuesDeps {
  db: Db;
  products: Pick<ProductsService, 'lock' | 'get'>;
  characteristics: Pick<CharacteristicsService, 'hold' | 'checkValues'>;
}

/** Which values of its characteristics a product shows as its main ones (on its card). */
export function createMainValuesService({ db, products, characteristics }: MainValuesDeps) {
  return {
    /**
     * The product's main values of the characteristic become `valueIds`. Checked and written
     * while the product (after its collection) and then the characteristic are held (decision
     * 19), so an edit deleting one of the values comes wholly before (and the check refuses the
     * value) or after (and takes it off the product). 404 unless both are the merchant's; 422
     * when the product does not have the characteristic or a value is not one of its values.
     */
    async replace(
      shopId: number,
      productId: number,
      characteristicId: number,
      valueIds: number[],
    ): Promise<Product> {
      await db.transaction(async (tx) => {
        await products.lock(tx, shopId, productId);
        await characteristics.hold(tx, shopId, [characteristicId]);
        if (!(await hasCharacteristic(tx, productId, characteristicId))) {
          throw new AppError('UNPROCESSABLE', messages.characteristic.notOnProduct);
        }
        await characteristics.checkValues(tx, characteristicId, valueIds);
        await replaceMainValues(tx, productId, characteristicId, valueIds);
      });
      return products.get(shopId, productId);
    },

    /**
     * The product's main values of several of its characteristics at once, each replaced as
     * `replace` does, all in one transaction: one refused choice leaves every one as it was. The
     * characteristics are held together, in id order, like any other hold of several.
     */
    async replaceMany(
      shopId: number,
      productId: number,
      choices: readonly MainValuesChoice[],
    ): Promise<Product> {
      await db.transaction(async (tx) => {
        await products.lock(tx, shopId, productId);
        await characteristics.hold(
          tx,
          shopId,
          choices.map((choice) => choice.characteristic_id),
        );
        for (const { characteristic_id: characteristicId, values_id: valueIds } of choices) {
          if (!(await hasCharacteristic(tx, productId, characteristicId))) {
            throw new AppError('UNPROCESSABLE', messages.characteristic.notOnProduct);
          }
          await characteristics.checkValues(tx, characteristicId, valueIds);
          await replaceMainValues(tx, productId, characteristicId, valueIds);
        }
      });
      return products.get(shopId, productId);
    },
  };
}

export type MainValuesService = ReturnType<typeof createMainValuesService>;
