/** What the help panel says of one screen: kept short, so that it stays true as the screen changes. */
export interface ScreenHelp {
  /** The screen's name, as its menu entry or heading calls it. */
  screen: string;
  /** What the screen is for, in a sentence or two. */
  purpose: string;
  /** How its main task is done, step by step. */
  steps: readonly string[];
}
