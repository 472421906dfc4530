import { zodResolver } from '@hookform/resolvers/zod';
import { productCreateSchema } from '@vitrina/contracts/products';
import { z } from 'zod';

// The 'Новый товар' form's check, loaded on its first check (lazyResolver) and zod with it: the
// pages that offer the dialog show without loading zod.

// The create schema is refined (the discount rule), so its title is taken from the shape.
const newProductSchema = z.object({ title: productCreateSchema.shape.title });

export const newProductResolver = zodResolver(newProductSchema);
