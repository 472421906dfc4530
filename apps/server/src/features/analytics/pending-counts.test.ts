import { describe, expect, it } from 'vitest';
import { createPendingCounts } from './pending-counts';

const widgetDay = (widgetId: number, day: string, views: number) => ({
  shopId: 1,
  widgetId,
  day,
  views,
  clicks: 1,
  cartAdds: 0,
  formOpens: 0,
});

const productDay = (productId: number, impressions: number) => ({
  shopId: 1,
  widgetId: 1,
  productId,
  day: '2026-03-02',
  impressions,
  clicks: 0,
  cartAdds: 0,
  formOpens: 0,
});

describe('pending counts', () => {
  it('sum the beacons of a row of a day, and are empty once taken', () => {
    const pending = createPendingCounts(10);
    pending.add({ widgetRows: [widgetDay(1, '2026-03-02', 1)], productRows: [productDay(7, 2)] });
    pending.add({
      widgetRows: [widgetDay(1, '2026-03-02', 2), widgetDay(1, '2026-03-03', 1)],
      productRows: [productDay(7, 1)],
    });

    expect(pending.take()).toEqual({
      widgetRows: [{ ...widgetDay(1, '2026-03-02', 3), clicks: 2 }, widgetDay(1, '2026-03-03', 1)],
      productRows: [productDay(7, 3)],
      dropped: 0,
    });
    expect(pending.take()).toEqual({ widgetRows: [], productRows: [], dropped: 0 });
  });

  it('keep at most their rows: a new row beyond is dropped and counted, a kept one still adds up', () => {
    const pending = createPendingCounts(2);
    pending.add({ widgetRows: [widgetDay(1, '2026-03-02', 1)], productRows: [productDay(7, 1)] });
    pending.add({
      widgetRows: [widgetDay(2, '2026-03-02', 1), widgetDay(1, '2026-03-02', 1)],
      productRows: [productDay(8, 1), productDay(7, 4)],
    });

    const { widgetRows, productRows, dropped } = pending.take();
    expect(widgetRows).toMatchObject([{ widgetId: 1, views: 2 }]);
    expect(productRows).toMatchObject([{ productId: 7, impressions: 5 }]);
    expect(dropped).toBe(2);
  });
});
