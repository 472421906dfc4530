import type { Variants, variantsSaveSchema } from '@vitrina/contracts/variants';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors/app-error';
import type { CharacteristicsService } from '../characteristics/characteristics.service';
import type { ProductsService } from '../products/products.service';
import { unprocessable } from './field-errors';
import { saveProblems } from './variant-checks';
import { planVariants, type VariantPlan } from './variant-plan';
import {
  deleteVariantsBut,
  insertVariants,
  replaceOptions,
  selectSaveFacts,
  selectVariants,
  selectVariantUses,
  setValuesAside,
  updateVariants,
} from './variants.repository';

interface VariantsDeps {
  db: Db;
  products: Pick<ProductsService, 'lock'>;
  characteristics: Pick<CharacteristicsService, 'holdLinked'>;
}

type VariantsSaved = z.output<typeof variantsSaveSchema>;

/** The gone, the kept, the new: a fixed number of statements whatever the count. */
async function writeVariants(
  tx: Db,
  owner: { shopId: number; productId: number },
  plan: VariantPlan,
) {
  await deleteVariantsBut(
    tx,
    owner.productId,
    plan.kept.map((variant) => variant.id),
  );
  await setValuesAside(
    tx,
    plan.kept.filter((variant) => variant.valuesChanged).map((variant) => variant.id),
  );
  await updateVariants(tx, plan.kept);
  await insertVariants(tx, owner, plan.created);
}

/** A merchant's products' variants (issue 29); another merchant's product is a 404. */
export function createVariantsService({ db, products, characteristics }: VariantsDeps) {
  return {
    async get(shopId: number, productId: number): Promise<Variants> {
      const variants = await selectVariants(db, shopId, productId);
      if (!variants) throw new NotFoundError();
      return variants;
    },

    /**
     * Replaces the product's options and variants with the set, checked and written in one
     * transaction that holds the product (after its collection) and then its characteristics
     * for `use` (decision 19): a value deleted meanwhile is deleted wholly before (and refused
     * here) or after (and takes its variants with it). Answers the saved set.
     */
    async save(shopId: number, productId: number, body: VariantsSaved): Promise<Variants> {
      return db.transaction(async (tx) => {
        const product = await products.lock(tx, shopId, productId);
        await characteristics.holdLinked(tx, { productId });
        const optionIds = body.options.map((option) => option.characteristic_id);
        const facts = await selectSaveFacts(tx, productId, optionIds);
        const pricing = {
          price: product.price,
          discount_value: product.discountValue,
          discount_type: product.discountType,
        };
        const plan = planVariants(facts.variants, body.variants);
        const problems = [...saveProblems(body, pricing, facts), ...plan.problems];
        if (problems.length > 0) throw unprocessable(problems);
        await replaceOptions(tx, productId, body.options);
        await writeVariants(tx, { shopId, productId }, plan);
        return (await selectVariants(tx, shopId, productId))!;
      });
    },

    /** How many of the merchant's variants use each value of their characteristic. */
    async uses(shopId: number, characteristicId: number) {
      const uses = await selectVariantUses(db, shopId, characteristicId);
      if (!uses) throw new NotFoundError();
      return uses;
    },
  };
}

export type VariantsService = ReturnType<typeof createVariantsService>;
