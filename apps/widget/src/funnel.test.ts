import type { WidgetEvent } from '@vitrina/contracts/events';
import { describe, expect, it } from 'vitest';
import { createFunnel, type FunnelStep } from './funnel';

function aFunnel() {
  const events: WidgetEvent[] = [];
  const funnel = createFunnel((event) => events.push(event), 'shoes');
  /** The events as type, product and repeat, leaving out what is not there. */
  const sent = () =>
    events.map(({ type, product_id, repeat }) =>
      [type, product_id, repeat].filter((part) => part !== undefined).join(' '),
    );
  return { funnel, events, sent };
}

/** The widget's count of each step: the events sent without `repeat`. */
const countsOf = (events: WidgetEvent[]) =>
  (['view', 'click', 'form_open'] as const).map(
    (type) => events.filter((event) => event.type === type && !event.repeat).length,
  );

describe('createFunnel', () => {
  it("sends the first 'Купить' of a page view plainly, later ones with repeat", () => {
    const { funnel, sent } = aFunnel();

    funnel.reach('view');
    funnel.reach('click', 7);
    funnel.reach('form_open', 7);
    funnel.reach('click', 9);
    funnel.reach('form_open', 9);
    funnel.reach('view');

    expect(sent()).toEqual(['view', 'click 7', 'form_open 7', 'click 9 true', 'form_open 9 true']);
  });

  it('sends the steps not reached yet before a later one: the view before a click', () => {
    const { funnel, events, sent } = aFunnel();

    funnel.reach('form_open', 7);

    expect(sent()).toEqual(['view', 'click 7', 'form_open 7']);
    expect(events[0]).toEqual({ type: 'view', tag_div: 'shoes' });
  });

  it('never counts a step more often than the one before it, whatever the order of events', () => {
    const steps: FunnelStep[] = ['view', 'click', 'form_open'];
    // Every sequence of four steps, each of products 1 or 2.
    for (let code = 0; code < 6 ** 4; code++) {
      const { funnel, events } = aFunnel();
      for (let digit = 0; digit < 4; digit++) {
        const pick = Math.floor(code / 6 ** digit) % 6;
        funnel.reach(steps[pick % 3]!, 1 + Math.floor(pick / 3));
      }
      const counts = countsOf(events);
      expect(counts.every((count) => count <= 1)).toBe(true);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it("reports each product's impression once", () => {
    const { funnel, sent } = aFunnel();

    funnel.impression(7);
    funnel.impression(9);
    funnel.impression(7);

    expect(sent()).toEqual(['impression 7', 'impression 9']);
  });
});
