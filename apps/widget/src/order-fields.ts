import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import type { OrderFormErrors, OrderFormFields } from '@vitrina/contracts/order-form';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import { h } from './dom';

type Control = HTMLInputElement | HTMLTextAreaElement;
export type FieldName = keyof OrderFormFields;

/** What the widget the order goes to says around its form: its policy and its text after it. */
export type OrderSettings = Pick<StorefrontShowcase['style'], 'policy_url' | 'confirmation_text'>;

/** A form control with its label and the element its error is written to. */
export interface Field {
  row: HTMLElement;
  control: Control;
  error: HTMLElement;
}

/** Names `control` after its field and gives it the element its error is read from. */
function errorOf(name: FieldName, control: Control): HTMLElement {
  control.id = name;
  control.name = name;
  control.setAttribute('aria-describedby', `${name}-error`);
  return h('span', { class: 'error', id: `${name}-error` });
}

/**
 * A field's row, stacked: the label, `parts` (the control itself, or a group holding it, and any
 * hint), then the error.
 */
function field(name: FieldName, label: string, control: Control, parts: Node[] = [control]): Field {
  const error = errorOf(name, control);
  const row = h('div', { class: 'field' }, h('label', { for: name }, label), ...parts, error);
  return { row, control, error };
}

/** The quantity with its «−/+» stepper and the unit, `total` (the running total) under them. */
export function quantityField(unit: string, total: HTMLElement): Field {
  const { quantityMin: min, quantityMax: max } = ORDER_LIMITS;
  const input = h('input', { type: 'number', inputmode: 'numeric', min, max, value: min });
  const step = (by: number) => () => {
    input.value = String(Math.min(Math.max(min, (Number(input.value) || 0) + by), max));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const stepper = h(
    'div',
    { class: 'stepper' },
    h('button', { type: 'button', 'aria-label': 'Уменьшить', onclick: step(-1) }, '−'),
    input,
    h('span', {}, unit),
    h('button', { type: 'button', 'aria-label': 'Увеличить', onclick: step(1) }, '+'),
  );
  return field('quantity', 'Количество', input, [stepper, total]);
}

function optionalField(name: FieldName, label: string, control: Control): Field {
  const hint = h('span', { class: 'hint', id: `${name}-hint` }, 'необязательно');
  const optional = field(name, label, control, [control, hint]);
  control.setAttribute('aria-describedby', `${hint.id} ${optional.error.id}`);
  return optional;
}

/**
 * The consent checkbox, and under its text the link to the shop's policy when the widget names
 * one (opened beside the page, which keeps the form); with none, no link: Vitrina's own policy is
 * not the shop's.
 */
function consentField(policy: string | null | undefined): Field {
  const box = h('input', { type: 'checkbox' });
  const error = errorOf('consent', box);
  const row = h(
    'div',
    { class: 'field' },
    h('label', { class: 'consent' }, box, buyerOrderTexts.consentText),
    policy &&
      h(
        'a',
        { class: 'policy', href: policy, target: '_blank', rel: 'noopener' },
        buyerOrderTexts.policyLink,
      ),
    error,
  );
  return { row, control: box, error };
}

/**
 * The order form's fields, in the order the buyer fills them; `total` goes under the quantity,
 * the link to `policy` under the consent.
 */
export function orderFields(
  unit: string,
  total: HTMLElement,
  policy: string | null | undefined,
): Record<FieldName, Field> {
  return {
    quantity: quantityField(unit, total),
    name: field('name', 'Имя', h('input', { autocomplete: 'name', required: true })),
    phone: field(
      'phone',
      'Телефон',
      h('input', { type: 'tel', autocomplete: 'tel', required: true }),
    ),
    email: optionalField(
      'email',
      'Электронная почта',
      h('input', { type: 'email', autocomplete: 'email' }),
    ),
    comment: optionalField('comment', 'Комментарий', h('textarea', { rows: 3 })),
    consent: consentField(policy),
  };
}

export function readFields(fields: Record<FieldName, Field>): OrderFormFields {
  const value = (name: FieldName) => fields[name].control.value;
  return {
    quantity: Number(value('quantity')),
    name: value('name'),
    phone: value('phone'),
    email: value('email'),
    comment: value('comment'),
    consent: (fields.consent.control as HTMLInputElement).checked,
  };
}

/** Writes each field's error (or clears it); answers the first refused control. */
export function showErrors(
  fields: Record<FieldName, Field>,
  errors: OrderFormErrors,
): Control | undefined {
  let first: Control | undefined;
  for (const [name, { control, error }] of Object.entries(fields)) {
    const message = errors[name as FieldName] ?? '';
    error.textContent = message;
    control.setAttribute('aria-invalid', String(!!message));
    if (message) first ??= control;
  }
  return first;
}
