import { z } from 'zod';

/** A whole number in [min, max], read from its decimal text. */
export function integerBetween(min: number, max: number) {
  const message = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

export function urlWithProtocols(protocols: string[]) {
  const message = `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);
}

/** The parsed values of a concern's variables. */
export type VariablesOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;
