import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The rule ids the repository's own ESLint config reports for the fixture files. */
async function ruleIdsOf(fixtureFolder: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot, ignore: false });
  const results = await eslint.lintFiles([`scripts/lint-fixtures/${fixtureFolder}/*.ts`]);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? ''));
}

/** One linter for the zones' cases: its resolver keeps what it learnt of the tree. */
const zonesLinter = new ESLint({ cwd: repoRoot });

/** The rule ids reported for `code` as if it were the file at `filePath` (which need not exist). */
async function ruleIdsAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await zonesLinter.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

const ZONE = 'import-x/no-restricted-paths';

describe('the lint rules', () => {
  it('refuse modules that import each other', async () => {
    expect(await ruleIdsOf('import-cycle')).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('let type-only imports go both ways, since they are erased', async () => {
    expect(await ruleIdsOf('type-only-cycle')).toEqual([]);
  });

  // The first case of an app walks its whole import graph (no-cycle) before the cache is warm.
  describe('keep the layers apart', { timeout: 60_000 }, () => {
    const feature = 'apps/server/src/features/products';

    it.each([
      [`${feature}/prices.service.ts`, "export { noStore } from '../../http/no-store';"],
      [`${feature}/prices.repository.ts`, "export { noStore } from '../../http/no-store';"],
      [`${feature}/prices.routes.ts`, "export * from './products.repository';"],
      [`${feature}/prices.routes.ts`, "export { db } from '../../db/client';"],
      [
        'apps/server/src/http/prices.ts',
        "export * from '../features/products/products.repository';",
      ],
      ['apps/server/src/infra/prices.ts', "export * from '../features/products/products.service';"],
      ['apps/server/src/db/prices.ts', "export * from '../http/no-store';"],
      ['apps/server/src/logger-levels.ts', "export * from './testing/accounts';"],
      ['e2e/journeys/prices.e2e.ts', "export * from '../../apps/server/src/serving-url';"],
      [
        'packages/contracts/src/prices.ts',
        "export * from '../../../apps/console/src/shared/config/route-id';",
      ],
    ])('refuse %s: %s', async (filePath, code) => {
      expect(await ruleIdsAt(filePath, code)).toContain(ZONE);
    });

    it.each([
      [`${feature}/prices.routes.ts`, "export { noStore } from '../../http/no-store';"],
      [`${feature}/prices.routes.ts`, "export * from './products.service';"],
      [`${feature}/prices.service.ts`, "export * from '../../shared/page-cursor';"],
      ['apps/server/src/http/prices.ts', "export * from '../db/query-failure';"],
      [`${feature}/prices.test.ts`, "export * from '../../testing/accounts';"],
      ['e2e/journeys/prices.e2e.ts', "export * from '@vitrina/contracts/console-paths';"],
    ])('allow %s: %s', async (filePath, code) => {
      expect(await ruleIdsAt(filePath, code)).not.toContain(ZONE);
    });
  });
});
