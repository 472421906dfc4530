// The field rules of a buyer's order (the widget's form and POST /api/v1/public/orders). Plain
// code (no zod) so the widget checks a form before sending it; storefront.ts applies the same
// rules to the payload on the server.
import { isValidEmail } from './email';
import { ORDER_LIMITS } from './limits';
import { buyerOrderTexts as messages } from './buyer-order-texts';
import { normalizePhone } from './phone';
import { visibleLine, visibleLines } from './visible-text';

/** The order form as the buyer filled it. */
export interface OrderFormFields {
  quantity: number;
  name: string;
  phone: string;
  /** Optional: an empty text means none. */
  email: string;
  comment: string;
  consent: boolean;
}

export type OrderFormErrors = Partial<Record<keyof OrderFormFields, string>>;

/** Each field's rule: its refusal message, or null when the value will do. */
export const ORDER_FIELD_RULES: {
  [Field in keyof OrderFormFields]: (value: OrderFormFields[Field]) => string | null;
} = {
  quantity: (quantity) =>
    Number.isInteger(quantity) &&
    quantity >= ORDER_LIMITS.quantityMin &&
    quantity <= ORDER_LIMITS.quantityMax
      ? null
      : messages.quantityInvalid,
  name: (name) => {
    const trimmed = visibleLine(name).trim();
    if (!trimmed) return messages.nameRequired;
    return trimmed.length > ORDER_LIMITS.nameMaxLength ? messages.nameTooLong : null;
  },
  phone: (phone) => {
    if (!phone.trim()) return messages.phoneRequired;
    return normalizePhone(phone) ? null : messages.phoneInvalid;
  },
  email: (email) => (!email.trim() || isValidEmail(email.trim()) ? null : messages.emailInvalid),
  comment: (comment) =>
    visibleLines(comment).length > ORDER_LIMITS.commentMaxLength ? messages.commentTooLong : null,
  consent: (consent) => (consent ? null : messages.consentRequired),
};

/** Every refused field with its message; an empty object when the form may be sent. */
export function orderFormErrors(fields: OrderFormFields): OrderFormErrors {
  const errors: OrderFormErrors = {};
  for (const field of Object.keys(ORDER_FIELD_RULES) as (keyof OrderFormFields)[]) {
    const rule = ORDER_FIELD_RULES[field] as (value: unknown) => string | null;
    const message = rule(fields[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
