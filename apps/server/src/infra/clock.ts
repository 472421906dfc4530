/** The time now: the clock of every expiry and rate-limit window; tests pass one they can move. */
export type Clock = () => Date;
