// Business constants and limits of spec §5 and §9, each stated once. Plain values (no zod)
// so the widget can import them; literal numbers rather than products (15 MiB as 15_728_640), as
// the widget's bundler keeps an unused object whose values are computed.

export const APP_VERSION = '0.1.49';
export const LOCALE = 'ru-RU';
export const CURRENCY = 'RUB';

/** Browser local-storage key of the access token. */
export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';
/** The shop this browser works in (decision 57); sent as X-Shop-Id on every call. */
export const SHOP_STORAGE_KEY = 'shop_id';
/** Pause before sending the browser to /auth once the session has ended, ms. */
export const SESSION_END_REDIRECT_DELAY_MS = 100;

/** Layout widths, px: mobile up to 767, tablet 768 to 1024, desktop from 1025. */
export const BREAKPOINTS = {
  mobileMax: 767,
  tabletMin: 768,
  tabletMax: 1024,
  desktopMin: 1025,
} as const;

/** Lengths in characters. */
export const EMAIL_LIMITS = {
  maxLength: 254,
  localPartMaxLength: 64,
} as const;

/** The spec asks for a collection title longer than 3 characters, that is at least 4. */
export const COLLECTION_TITLE_MIN_LENGTH = 4;
/** Minimum trimmed title of a form-data service (contact), characters. */
export const NOTIFIER_TITLE_MIN_LENGTH = 3;
export const TELEGRAM_API_KEY_MIN_LENGTH = 30;

/** Form-data services (spec §2.9), characters. */
export const NOTIFIER_LIMITS = {
  titleMaxLength: 255,
  descriptionMaxLength: 1000,
  /** The bot's keys are 43 characters; a longer one names nothing and is refused unread. */
  apiKeyMaxLength: 128,
  /** Characters of a key the API shows after its mask. */
  keyVisibleTail: 4,
} as const;

/** Lengths in characters; price and fixed discounts in rubles. */
export const PRODUCT_LIMITS = {
  titleMaxLength: 255,
  skuMaxLength: 255,
  descriptionMaxLength: 1000,
  textMaxLength: 10_000,
  priceMax: 1e9,
  discountMin: 0,
  discountPercentMax: 100,
  /** Pieces in stock: the largest value of the database's integer column. */
  quantityMax: 2_147_483_647,
  /** Products of the same SKU a product's editor names; it counts the rest. */
  sameSkuShownMax: 5,
} as const;

/**
 * Product photos: the defaults of the server's MEDIA_MAX_* settings (it may be configured
 * otherwise), and what the console tells merchants before they upload.
 */
export const PHOTO_LIMITS = {
  /** Files one upload request may carry. */
  maxFilesPerRequest: 10,
  /** Size of one uploaded file, bytes: 15 MiB. */
  maxFileBytes: 15_728_640,
  /** Width times height of one photo, in millions of pixels. */
  maxMegapixels: 40,
  /** Photos one product may have. */
  maxPhotosPerProduct: 30,
} as const;

/** Characteristics (spec §2.8), characters and counts. */
export const CHARACTERISTIC_LIMITS = {
  titleMaxLength: 255,
  valueMaxLength: 255,
  /** Values one characteristic may have. */
  valuesMax: 200,
  /** Characteristics one product may have. */
  perProductMax: 100,
} as const;

/** Variants (issue 29): options a product may vary by, and the combinations it may sell. */
export const VARIANT_LIMITS = {
  /** Characteristics a product's variants combine, «Цвет» × «Объём» × «Размер». */
  optionsMax: 3,
  variantsMax: 500,
} as const;

/** Toast durations, ms: 3000 for product delete, characteristic delete and the like. */
export const TOAST_DURATION_MS = {
  short: 1500,
  long: 3000,
} as const;

/** notistack's own defaults, named as its SnackbarProvider props; durations in ms. */
export const TOAST_DEFAULTS = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
  transitionDuration: { enter: 225, exit: 195 },
} as const;

/** Indentation of each nested level of the category tree, px. */
export const CATEGORY_TREE_INDENT_PX = 12;
/** How long RTK Query keeps unused cache entries (spec §7.5), seconds. */
export const CACHE_KEEP_UNUSED_SECONDS = 60;

/** Account passwords, characters: the lower bound is the server's rule, the upper one keeps
 * hashing cheap for a hostile input. */
export const PASSWORD_LIMITS = {
  minLength: 8,
  maxLength: 128,
} as const;

/** Profile names, characters. */
export const PROFILE_NAME_MAX_LENGTH = 100;

/** Ids are PostgreSQL integers: a larger one names nothing and could only fail in the database. */
export const ID_MAX = 2_147_483_647;

/** Sites and widgets, characters and counts. */
export const PLATFORM_LIMITS = {
  titleMaxLength: 255,
  descriptionMaxLength: 1000,
  /** A domain or a page link as typed; longer ones are refused before any parsing. */
  linkMaxLength: 2048,
  domainsPerSite: 10,
  /** Collections and categories one showcase may show. */
  showcaseItemsMax: 500,
  /** Contacts that receive one widget's orders. */
  widgetContactsMax: 50,
} as const;

/** The product rows call: page sizes, the search box, and how many ids one call may filter by. */
export const PRODUCT_ROWS_LIMITS = {
  pageDefault: 50,
  pageMax: 200,
  searchMaxLength: 100,
  idsMax: 100,
} as const;

/** GET catalog/collection/{id}/?tree=PRODUCT: whole products a page, `products_next` the rest. */
export const COLLECTION_VIEW_LIMITS = {
  productsPage: 1000,
} as const;

/** A buyer's order from a showcase widget, characters and counts. */
export const ORDER_LIMITS = {
  quantityMin: 1,
  quantityMax: 999,
  nameMaxLength: 100,
  commentMaxLength: 1000,
  /** The merchant's own note on an order. */
  noteMaxLength: 1000,
  /** What the orders list's search box takes: a number, a name or a phone. */
  searchMaxLength: 100,
  /** The page the order was sent from, as the browser reports it. */
  pageUrlMaxLength: 2048,
  /** A showcase container's id on the merchant's page. */
  tagDivMaxLength: 100,
  /** The lines of one order: a cart of 1 to 100 products (issue 30). */
  linesMax: 100,
  /** Lines a Telegram message or a letter lists before «и ещё 5 позиций». */
  messageLinesMax: 20,
} as const;

/** The ownership check's fetch of a merchant's page (spec §2.5). */
export const VERIFICATION_FETCH_LIMITS = {
  maxRedirects: 3,
  timeoutMs: 5000,
  /** 1 MiB. */
  maxBodyBytes: 1_048_576,
} as const;

/** The console offers a confirmation letter again this long after the last one was queued. */
export const EMAIL_LETTER_RESEND_SECONDS = 60;

/** The team of a shop (decision 57): members, invitations, the journal of actions. */
export const TEAM_LIMITS = {
  shopTitleMaxLength: 100,
  membersMax: 50,
  pendingInvitationsMax: 20,
  /** An invitation's link works this long. */
  invitationValidDays: 7,
  /** A letter of an invitation may be sent again after this. */
  invitationResendAfterMs: 60_000,
  /** The journal's page. */
  actionsPageSize: 50,
  /** How long a process trusts a membership it read; a change is announced sooner. */
  membershipCacheMs: 30_000,
  /** How often an open console reads its role again, so a changed role shows without a reload. */
  roleRereadMs: 15_000,
  /** A member's last activity is written at most this often: 5 minutes. */
  activityWriteEveryMs: 300_000,
  /** The shops one account may own; more may be joined through invitations. */
  ownedShopsMax: 10,
} as const;
