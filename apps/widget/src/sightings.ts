import type { Funnel } from './funnel';
import type { DrawnCard } from './showcase';

/** Half of a card on screen, or half of the screen covered by the showcase. */
const HALF = 0.5;
/**
 * The showcase's share on screen is read at each hundredth of it: a showcase many screens tall
 * reaches half a screen between two of them (a 3 000 px one within 30 px).
 */
const HUNDREDTHS = Array.from({ length: 101 }, (_, index) => index / 100);

/**
 * Reports where the buyer looks: a product's impression when half of its card is on screen, and
 * the showcase's view when its first card is (so its first row), or when it covers half the
 * screen (a page opened mid-way down a tall showcase). Answers what to call with the cards each
 * time they are drawn. A browser without IntersectionObserver reports neither; a press still
 * sends the view before its click (funnel.ts).
 */
export function watchSightings(container: Element, funnel: Funnel): (cards: DrawnCard[]) => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const seen = () => {
    funnel.reach('view');
    coverage.disconnect();
  };
  const coverage = new IntersectionObserver(
    (entries) => {
      for (const { intersectionRect, rootBounds } of entries) {
        if (intersectionRect.height >= (rootBounds?.height ?? innerHeight) * HALF) seen();
      }
    },
    { threshold: HUNDREDTHS },
  );
  coverage.observe(container);

  const products = new WeakMap<Element, number>();
  let first: Element | undefined;
  const cards = new IntersectionObserver(
    (entries) => {
      for (const { target, intersectionRatio } of entries) {
        if (intersectionRatio < HALF) continue;
        cards.unobserve(target);
        if (target === first) seen();
        funnel.impression(products.get(target)!);
      }
    },
    { threshold: HALF },
  );

  return (drawn) => {
    cards.disconnect();
    first = drawn[0]?.element;
    for (const { card, element } of drawn) {
      products.set(element, card.id);
      cards.observe(element);
    }
  };
}
