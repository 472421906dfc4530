import { describe, expect, it } from 'vitest';
import {
  describeLoad,
  FLOOR_RATIO_LIMITS,
  GZIP_BUDGET_BYTES,
  measureFirstLoads,
  ROUTES,
  routerLazyModules,
  // @ts-expect-error -- plain ESM measuring script without type declarations
} from '../scripts/first-load.mjs';

type RouteName = keyof typeof ROUTES;

interface RouteLoad {
  route: RouteName;
  gzipBytes: number;
  ratio: number;
}

describe('console first load', () => {
  it('measures every route of the router', () => {
    const measured = new Set(Object.values(ROUTES as Record<RouteName, string[]>).flat());
    const modules = routerLazyModules() as string[];

    expect(modules).toContain('src/app/routes/home.tsx');
    expect(modules.filter((module) => !measured.has(module))).toEqual([]);
  });

  it('keeps every route within its gzip budget and its ratio to the floor app', async () => {
    const { routes } = (await measureFirstLoads()) as { routes: RouteLoad[] };

    const over = routes
      .filter(
        ({ route, gzipBytes, ratio }) =>
          gzipBytes > GZIP_BUDGET_BYTES[route] || ratio > FLOOR_RATIO_LIMITS[route],
      )
      .map(
        (load) =>
          `${describeLoad(load)}\n  over its budget of ${GZIP_BUDGET_BYTES[load.route]} B ` +
          `or its ${FLOOR_RATIO_LIMITS[load.route]}× the floor`,
      );
    expect(routes.map((load) => load.route)).toEqual(Object.keys(GZIP_BUDGET_BYTES));
    expect(over.join('\n\n'), 'first loads over budget').toBe('');
  });
});
