// The axe-core engine run inside the page through playwright-core: its source evaluated once
// per document (as DevTools evaluates, so the console's Content-Security-Policy is untouched),
// then `axe.run` on the document or on one element, open shadow roots included.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as axeCore from 'axe-core';
import type { AxeResults, ImpactValue, NodeResult, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_EXCEPTIONS } from './axe-exceptions';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What fails a journey: axe's two highest impacts. */
const FAILING: ImpactValue[] = ['serious', 'critical'];

export interface AxeOutcome {
  /** The serious and critical violations left after the known exceptions. */
  failing: Result[];
  /** Every violation as «rule (impact) ×elements», the minor and moderate ones included. */
  violations: string[];
  passedRules: number;
  /** The rules axe could not decide (e.g. the contrast of text over an image). */
  undecided: string[];
}

/** The element as axe names it, each shadow root's part after ` >> `. */
export const targetOf = (node: NodeResult) =>
  node.target.map((part) => [part].flat().join(' >> ')).join(' | ');

const isKnown = (rule: string, node: NodeResult) =>
  AXE_EXCEPTIONS.some((known) => known.rule === rule && targetOf(node).includes(known.target));

async function runAxe(page: Page, within: string | undefined): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource};0`);
  return page.evaluate(
    ([selector]) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const context = selector ? { include: [selector] } : document;
      // Only the violations in full; axe then keeps one element of each passing rule.
      return axe.run(context, { resultTypes: ['violations'], restoreScroll: true } as object);
    },
    [within],
  );
}

/** Runs axe on the page, or only inside the element `within` (a CSS selector) and its shadow root. */
export async function axeOutcome(page: Page, within?: string): Promise<AxeOutcome> {
  const results = await runAxe(page, within);
  const failing = results.violations
    .filter(({ impact }) => FAILING.includes(impact ?? null))
    .map((rule) => ({ ...rule, nodes: rule.nodes.filter((node) => !isKnown(rule.id, node)) }))
    .filter(({ nodes }) => nodes.length > 0);
  return {
    failing,
    violations: results.violations.map(
      ({ id, impact, nodes }) => `${id} (${impact}) ×${nodes.length}`,
    ),
    passedRules: results.passes.length,
    undecided: results.incomplete.map(({ id }) => id),
  };
}

const shortHtml = (html: string) => (html.length > 160 ? `${html.slice(0, 160)}…` : html);

/** The violations as a person reads them: rule, impact, each element and what is wrong there. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map(({ id, impact, help, nodes }) =>
      [
        `- ${id} (${impact}): ${help}`,
        ...nodes.map((node) =>
          [`    ${targetOf(node)}`, `    ${shortHtml(node.html)}`, node.failureSummary ?? '']
            .join('\n')
            .replaceAll('\n', '\n      '),
        ),
      ].join('\n'),
    )
    .join('\n');
}
