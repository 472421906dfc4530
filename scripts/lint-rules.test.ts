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

describe('the lint rules', () => {
  it('refuse modules that import each other', async () => {
    expect(await ruleIdsOf('import-cycle')).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('let type-only imports go both ways, since they are erased', async () => {
    expect(await ruleIdsOf('type-only-cycle')).toEqual([]);
  });
});
