// GET /api/v1/support: where a merchant writes for help. Vitrina is run by its operator, whose
// address is a setting of the server (SUPPORT_EMAIL); the console's help panel shows it.
import { z } from 'zod';

export const supportContactSchema = z.object({
  data: z.object({
    /** The operator's address for merchants' questions; null while the operator has set none. */
    email: z.string().nullable(),
  }),
});

export type SupportContact = z.infer<typeof supportContactSchema>['data'];
