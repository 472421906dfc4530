import { zodResolver } from '@hookform/resolvers/zod';
import { paymentMessages, refundCreateSchema } from '@vitrina/contracts/payments';
import { formatRubles } from '@vitrina/contracts/pricing';
import { z } from 'zod';

// The refund form's check, loaded on its first check (lazyResolver) and zod with it.

/** Rubles as a merchant types them: «1 200,50» as well as «1200.5». */
const typedRubles = z
  .string()
  .transform((text) => text.replace(/\s/g, '').replace(',', '.'))
  .pipe(
    z
      .string()
      .min(1, paymentMessages.refundAmountRequired)
      .regex(/^\d+(\.\d+)?$/, paymentMessages.refundAmountInvalid),
  )
  .transform(Number);

/** The contract's rule of a refund's amount, and no more than the `left` rubles not given back. */
export const refundResolver = (left: number) =>
  zodResolver(
    z.object({
      amount: typedRubles.pipe(
        refundCreateSchema.shape.amount.max(
          left,
          paymentMessages.refundTooMuch(formatRubles(left)),
        ),
      ),
    }),
  );
