// What a journey calls where a person looks: the page settled, then axe; a serious or critical
// violation fails the journey with a report a person can act on.
import type { Page } from 'playwright-core';
import { axeOutcome, describeViolations, targetOf } from './axe';
import { recordScan } from './screens';
import { settled, stillSince } from './settled';

export interface ScanRecord {
  /** The console screen, or the storefront state a journey names. */
  screen: string;
  width: number;
  /** Every violation as «rule (impact) ×elements», known exceptions included. */
  violations: string[];
  passedRules: number;
  /** Rules axe could not decide (e.g. the contrast of text over an image): for a person to look at. */
  undecided: string[];
  /** What failed the scan: each rule with the elements it failed on. */
  failing: string[];
}

/** Every scan of the running file, in order: screen-coverage.ts writes them out. */
export const scanRecords: ScanRecord[] = [];

export interface ScanOptions {
  /** Scan only inside this element (a CSS selector), e.g. a widget's container on a merchant's page. */
  within?: string;
  /** What the page shows, where it is not a console screen (a widget's state). */
  state?: string;
}

/**
 * A scan the page moved under is made again, this many times in all: parts a screen shows later
 * load when the browser idles (decision 72), and a busy machine may give those idle moments
 * only while axe runs, one part after another.
 */
const SCAN_ATTEMPTS = 5;

/** axe's outcome on the page settled, read again while the page moved under it. */
async function stillOutcome(page: Page, within: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const mark = await settled(page);
    const outcome = await axeOutcome(page, within);
    if (await stillSince(page, mark)) return outcome;
    if (attempt === SCAN_ATTEMPTS) throw new Error(`the page moved under ${attempt} scans`);
  }
}

/** Waits for the page to settle, runs axe and fails on a serious or critical violation. */
export async function expectAccessible(page: Page, { within, state }: ScanOptions = {}) {
  const outcome = await stillOutcome(page, within);
  const width = page.viewportSize()?.width ?? 0;
  const screen = state ?? recordScan(page) ?? page.url();
  scanRecords.push({
    screen,
    width,
    violations: outcome.violations,
    passedRules: outcome.passedRules,
    undecided: outcome.undecided,
    failing: outcome.failing.map(
      ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map(targetOf).join(', ')}`,
    ),
  });
  if (outcome.failing.length === 0) return;
  throw new Error(
    `axe found serious or critical violations on ${screen} at ${width} px:\n` +
      describeViolations(outcome.failing),
  );
}
