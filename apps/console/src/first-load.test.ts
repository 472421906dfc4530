import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM measuring script without type declarations
import { describeLoad, GZIP_BUDGET_BYTES, measureFirstLoads } from '../scripts/first-load.mjs';

interface RouteLoad {
  route: keyof typeof GZIP_BUDGET_BYTES;
  gzipBytes: number;
}

describe('console first load', () => {
  it('keeps the sign-in screen and the signed-in home within their gzip budgets', async () => {
    const { routes } = (await measureFirstLoads()) as { routes: RouteLoad[] };

    const over = routes
      .filter((load) => load.gzipBytes > GZIP_BUDGET_BYTES[load.route])
      .map(
        (load) => `${describeLoad(load)}\n  over its budget of ${GZIP_BUDGET_BYTES[load.route]} B`,
      );
    expect(routes.map((load) => load.route)).toEqual(Object.keys(GZIP_BUDGET_BYTES));
    expect(over.join('\n\n'), 'first loads over budget').toBe('');
  });
});
