/** At most `max` attempts in each fixed window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Per client IP, or per account (the e-mail address it was asked for, or the signed-in user). */
export const DEFAULT_RATE_LIMITS = {
  emailCheckPerIp: { max: 30, windowSeconds: 60 },
  loginPerIp: { max: 20, windowSeconds: 5 * 60 },
  registerPerIp: { max: 20, windowSeconds: 5 * 60 },
  passwordResetPerIp: { max: 20, windowSeconds: 5 * 60 },
  passwordApplyPerIp: { max: 20, windowSeconds: 5 * 60 },
  /** Sign-ins without the account's device cookie: strangers' failures lock these alone. */
  failedLoginsPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /**
   * Sign-in links mailed to an account locked by failed sign-ins: one per lock-out window, so
   * strangers' guesses cannot fill the owner's inbox (decision 52).
   */
  signInLettersPerAccount: { max: 1, windowSeconds: 15 * 60 },
  /** Sign-ins with the account's device cookie, per cookie: a stolen one gives few guesses. */
  failedLoginsPerDevice: { max: 10, windowSeconds: 15 * 60 },
  resetLettersPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Letters confirming the account's e-mail, a new one or the same again, per account. */
  emailLettersPerAccount: { max: 6, windowSeconds: 60 * 60 },
  /** Each check fetches a page of the merchant's site: keep one account from hammering it. */
  domainVerificationsPerAccount: { max: 10, windowSeconds: 60 },
  /** The same for the integration tab's install checks. */
  installChecksPerAccount: { max: 10, windowSeconds: 60 },
  /** Confirmation letters of e-mail contacts, per address: an inbox is not a merchant's to fill. */
  contactLettersPerAddress: { max: 3, windowSeconds: 60 * 60 },
  /** The same letters per merchant, whatever the addresses. */
  contactLettersPerAccount: { max: 20, windowSeconds: 60 * 60 },
  /** Test messages through one contact. */
  testMessagesPerContact: { max: 5, windowSeconds: 60 },
  /** Public showcase reads: a page view makes one, so a visitor browsing never meets it. */
  showcasesPerIp: { max: 120, windowSeconds: 60 },
  /** Product views from one address: a buyer opens a few, a script walking ids many. */
  productViewsPerIp: { max: 120, windowSeconds: 60 },
  /** Buyers' orders from one address: a person sends a few, a script many. */
  ordersPerIp: { max: 10, windowSeconds: 60 },
  /** Orders to one site from anywhere: a flood from many addresses still stops. */
  ordersPerSite: { max: 60, windowSeconds: 60 },
  /** Funnel beacons from one address: a page sends a few, even a long visit with many clicks. */
  eventsPerIp: { max: 120, windowSeconds: 60 },
  /**
   * A widget's funnel events counted per day of its shop for one visitor (the id the widget keeps for
   * its tab) and for one address (an office or a mobile network holds many visitors): what is
   * beyond is not counted. No limit is shared by all of a site's visitors (decision 47).
   */
  viewsPerVisitor: { max: 50, windowSeconds: 24 * 60 * 60 },
  viewsPerAddress: { max: 500, windowSeconds: 24 * 60 * 60 },
  /** Clicks and, counted apart, form openings. */
  clicksPerVisitor: { max: 50, windowSeconds: 24 * 60 * 60 },
  clicksPerAddress: { max: 500, windowSeconds: 24 * 60 * 60 },
  /** A product card half on screen, once a page view: a long showcase shows many. */
  impressionsPerVisitor: { max: 1000, windowSeconds: 24 * 60 * 60 },
  impressionsPerAddress: { max: 5000, windowSeconds: 24 * 60 * 60 },
  /**
   * A buyer's checks of a payment from one address (each may ask the provider): a return page
   * asks every 2 s for half a minute; a retry counts too.
   */
  paymentChecksPerIp: { max: 60, windowSeconds: 60 },
  /** Notifications to one shop's address: each makes a call to the provider with its keys. */
  paymentNotificationsPerShop: { max: 600, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

export type RateLimits = Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimit>;
