// The home dashboard's setup checklist (issue 14): GET /api/v1/setup/ answers which steps of a
// new merchant's way to the first order are done, read from what the account holds.
import { z } from 'zod';
import { SETUP_STEPS, type SetupStep } from './enums';
import { idSchema as id } from './id';

export const setupSchema = z.object({
  data: z.object({
    /**
     * Each step is done once the account holds it: a site, a confirmed domain, a product, a
     * widget with chosen content, a confirmed service, a published widget, an order.
     */
    done: z.object(
      Object.fromEntries(SETUP_STEPS.map((step) => [step, z.boolean()])) as Record<
        SetupStep,
        z.ZodBoolean
      >,
    ),
    /** The site to confirm a domain of: the oldest with a domain, else the oldest; null: none. */
    site_id: id.nullable(),
    /** The widget to choose content for and publish: the oldest with content, else the oldest. */
    widget: z.object({ id, site_id: id }).nullable(),
  }),
});

export type Setup = z.infer<typeof setupSchema>['data'];
