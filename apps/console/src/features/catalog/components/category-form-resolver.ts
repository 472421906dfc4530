import { zodResolver } from '@hookform/resolvers/zod';
import { categoryCreateSchema } from '@vitrina/contracts/catalog';

// The category form's check, loaded on its first check (lazyResolver) and zod with it: the
// collection page shows its products without loading zod.

// The dialog always holds a parent (null is the top level), so the default is left out.
const categoryFormSchema = categoryCreateSchema
  .pick({ title: true })
  .extend({ parent_id: categoryCreateSchema.shape.parent_id.unwrap() });

export const categoryFormResolver = zodResolver(categoryFormSchema);
