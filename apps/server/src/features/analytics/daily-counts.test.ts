import { describe, expect, it } from 'vitest';
import { dailyCounts } from './daily-counts';

describe('dailyCounts', () => {
  const widgets = new Map([
    ['shoes', { widgetId: 2, shopId: 1 }],
    ['bags', { widgetId: 1, shopId: 1 }],
  ]);

  it('sums a beacon into one row per widget and per product, any product: the write keeps the owner’s', () => {
    const counts = dailyCounts(
      [
        { type: 'click', tag_div: 'shoes', product_id: 9 },
        { type: 'view', tag_div: 'shoes' },
        { type: 'click', tag_div: 'shoes', product_id: 9 },
        { type: 'form_open', tag_div: 'bags', product_id: 8 },
        { type: 'impression', tag_div: 'shoes', product_id: 7 },
        { type: 'view', tag_div: 'elsewhere' },
        { type: 'click', tag_div: 'bags', product_id: 666 },
      ],
      '2026-03-02',
      widgets,
    );

    const day = { shopId: 1, day: '2026-03-02' };
    const none = { cartAdds: 0 };
    expect(counts.widgetRows).toEqual([
      { ...day, ...none, widgetId: 2, views: 1, clicks: 2, formOpens: 0 },
      { ...day, ...none, widgetId: 1, views: 0, clicks: 1, formOpens: 1 },
    ]);
    expect(counts.productRows).toEqual([
      { ...day, ...none, widgetId: 2, productId: 9, impressions: 0, clicks: 2, formOpens: 0 },
      { ...day, ...none, widgetId: 1, productId: 8, impressions: 0, clicks: 0, formOpens: 1 },
      { ...day, ...none, widgetId: 2, productId: 7, impressions: 1, clicks: 0, formOpens: 0 },
      { ...day, ...none, widgetId: 1, productId: 666, impressions: 0, clicks: 1, formOpens: 0 },
    ]);
  });

  it('counts impressions and repeated steps for their products alone', () => {
    const counts = dailyCounts(
      [
        { type: 'view', tag_div: 'bags' },
        { type: 'impression', tag_div: 'bags', product_id: 8 },
        { type: 'impression', tag_div: 'bags', product_id: 9 },
        { type: 'click', tag_div: 'bags', product_id: 8 },
        { type: 'click', tag_div: 'bags', product_id: 9, repeat: true },
        { type: 'impression', tag_div: 'shoes', product_id: 7 },
      ],
      '2026-03-02',
      widgets,
    );

    const day = { shopId: 1, day: '2026-03-02' };
    const none = { cartAdds: 0, formOpens: 0 };
    expect(counts.widgetRows).toEqual([{ ...day, ...none, widgetId: 1, views: 1, clicks: 1 }]);
    expect(counts.productRows).toEqual([
      { ...day, ...none, widgetId: 1, productId: 8, impressions: 1, clicks: 1 },
      { ...day, ...none, widgetId: 1, productId: 9, impressions: 1, clicks: 1 },
      { ...day, ...none, widgetId: 2, productId: 7, impressions: 1, clicks: 0 },
    ]);
  });

  it('counts cart additions between clicks and form openings, a repeated one for its product alone', () => {
    const counts = dailyCounts(
      [
        { type: 'view', tag_div: 'bags' },
        { type: 'click', tag_div: 'bags', product_id: 8 },
        { type: 'cart_add', tag_div: 'bags', product_id: 8 },
        { type: 'click', tag_div: 'bags', product_id: 9, repeat: true },
        { type: 'cart_add', tag_div: 'bags', product_id: 9, repeat: true },
        { type: 'form_open', tag_div: 'bags', product_id: 9 },
        // The one-product flow: the form opens after the click, with no cart addition.
        { type: 'view', tag_div: 'shoes' },
        { type: 'click', tag_div: 'shoes', product_id: 7 },
        { type: 'form_open', tag_div: 'shoes', product_id: 7 },
      ],
      '2026-03-02',
      widgets,
    );

    const day = { shopId: 1, day: '2026-03-02' };
    expect(counts.widgetRows).toEqual([
      { ...day, widgetId: 1, views: 1, clicks: 1, cartAdds: 1, formOpens: 1 },
      { ...day, widgetId: 2, views: 1, clicks: 1, cartAdds: 0, formOpens: 1 },
    ]);
    expect(counts.productRows).toEqual([
      { ...day, widgetId: 1, productId: 8, impressions: 0, clicks: 1, cartAdds: 1, formOpens: 0 },
      { ...day, widgetId: 1, productId: 9, impressions: 0, clicks: 1, cartAdds: 1, formOpens: 1 },
      { ...day, widgetId: 2, productId: 7, impressions: 0, clicks: 1, cartAdds: 0, formOpens: 1 },
    ]);
  });
});
