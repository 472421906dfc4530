/** The kinds of the messages this feature queues, each delivered by its handler. */
export const NOTIFIER_MESSAGES = {
  /** The bot's word in a chat just bound to a merchant's contact. */
  connected: 'notifier.connected',
  /** A message the merchant asked for, to see that the contact works. */
  test: 'notifier.test',
} as const;
