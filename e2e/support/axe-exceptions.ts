// The one list of the accessibility violations the journeys let pass, each with its reason. Keep
// it empty: an entry is a defect a person meets, waiting for its fix.

export interface AxeException {
  /** The axe rule, e.g. `color-contrast`. */
  rule: string;
  /** A part of the failing element's selector as axe reports it (shadow roots joined by ` >> `). */
  target: string;
  reason: string;
}

export const AXE_EXCEPTIONS: readonly AxeException[] = [];
