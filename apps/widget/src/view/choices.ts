// A product's options as choices (issue 29), in the view's chunk: the product view and the order
// dialog of a product with variants both draw them, so widget.js carries none of this.
import type { StorefrontVariant, StorefrontVariants } from '@vitrina/contracts/storefront';
import { h } from '../dom';

/** Chips: each radio button hidden but focusable, its label's text drawn as the chip. */
const CHOICE_STYLES = `
.choices{display:flex;flex-direction:column;gap:12px}
.choices fieldset{min-width:0;padding:0;border:0}
.choices legend{padding:0;margin-bottom:6px;font-size:14px;font-weight:600}
.chips{display:flex;flex-wrap:wrap;gap:8px}
.chip{position:relative;font-weight:400}
.chip input{position:absolute;width:1px;height:1px;margin:0;opacity:0}
.chip span{display:block;padding:6px 14px;border:1px solid #6b7280;border-radius:999px;background:#fff;cursor:pointer}
.chip input:checked+span{border-color:var(--ink);background:var(--accent);color:var(--on-accent)}
.chip input:focus-visible+span{outline:2px solid var(--ring);outline-offset:2px;box-shadow:0 0 0 2px #fff}
.chip input:disabled+span{border-style:dashed;background:#fff;color:#6b7280;text-decoration:line-through;cursor:default}
.chip input:checked:disabled+span{border:2px solid var(--ink)}
`;

export interface VariantChoices {
  element: HTMLElement;
  /** Takes the chosen combination off sale (an order found none left): it stays shown, disabled. */
  soldOut(): void;
}

/** Each dialog's radio groups are named apart from any other's in the same shadow root. */
let drawn = 0;

/** Whether `item` has `valueIds`' values in the options before `place`. */
const startsWith = (item: StorefrontVariant, valueIds: number[], place: number) =>
  item.value_ids.slice(0, place).every((id, at) => id === valueIds[at]);

/** How many of `valueIds` `item` has in their places. */
const shared = (item: StorefrontVariant, valueIds: number[]) =>
  item.value_ids.filter((id, at) => id === valueIds[at]).length;

/**
 * A product's options as groups of radio buttons drawn as chips, each group named by its option's
 * title, every value shown. A value is disabled — struck, «нет в наличии» in its name — when no
 * combination on sale has it with the values chosen in the options before it: the options are
 * read in order, so any combination on sale can be reached from the first option down (a rule on
 * every other option could shut one out: with only A·1 and B·2 on sale, neither B nor 2 could be
 * chosen from A·1). A chosen value keeps the later choices when that combination is on sale, else
 * moves to the combination on sale with the choices so far that keeps the most of them.
 * `choose` hears the combination chosen: at once the one `preferred` names when on sale, else the
 * first on sale (none when nothing is), then each change.
 */
export function variantChoices(
  variants: StorefrontVariants,
  outOfStock: string,
  choose: (item: StorefrontVariant) => void,
  preferred?: number,
): VariantChoices {
  // Its own copies: what an order finds sold out is taken off sale here only.
  const items = variants.items.map((item) => ({ ...item }));
  const onSale = () => items.filter((item) => item.available);
  let chosen = onSale().find((item) => item.id === preferred) ?? onSale()[0];
  const unavailable = `, ${outOfStock.toLowerCase()}`;
  const group = `choice-${++drawn}`;

  const pick = (place: number, valueId: number) => {
    const wanted = [...chosen!.value_ids];
    wanted[place] = valueId;
    const fitting = onSale().filter((item) => startsWith(item, wanted, place + 1));
    chosen = fitting.reduce((best, item) =>
      shared(item, wanted) > shared(best, wanted) ? item : best,
    );
    draw();
    choose(chosen);
  };
  const radios = variants.options.map((option, place) =>
    option.values.map(({ id, value }) => {
      const radio = h('input', {
        type: 'radio',
        name: `${group}-${place}`,
        value: id,
        onchange: () => pick(place, id),
      });
      const update = () => {
        const open = onSale().some(
          (item) =>
            item.value_ids[place] === id && (!chosen || startsWith(item, chosen.value_ids, place)),
        );
        radio.checked = chosen?.value_ids[place] === id;
        radio.disabled = !open;
        if (open) radio.removeAttribute('aria-label');
        else radio.setAttribute('aria-label', value + unavailable);
      };
      return { label: h('label', { class: 'chip' }, radio, h('span', {}, value)), update };
    }),
  );
  const draw = () => radios.flat().forEach(({ update }) => update());
  draw();
  if (chosen) choose(chosen);

  const element = h(
    'div',
    { class: 'choices' },
    h('style', {}, CHOICE_STYLES),
    ...variants.options.map((option, place) =>
      h(
        'fieldset',
        {},
        h('legend', {}, option.title),
        h('div', { class: 'chips' }, ...radios[place]!.map(({ label }) => label)),
      ),
    ),
  );
  const soldOut = () => {
    if (chosen) chosen.available = false;
    draw();
  };
  return { element, soldOut };
}
