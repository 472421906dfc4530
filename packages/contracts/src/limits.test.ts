import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  APP_VERSION,
  BREAKPOINTS,
  CACHE_KEEP_UNUSED_SECONDS,
  CATEGORY_TREE_INDENT_PX,
  COLLECTION_TITLE_MIN_LENGTH,
  CURRENCY,
  EMAIL_LIMITS,
  LOCALE,
  NOTIFIER_TITLE_MIN_LENGTH,
  PHOTO_LIMITS,
  PRODUCT_LIMITS,
  SESSION_END_REDIRECT_DELAY_MS,
  TELEGRAM_API_KEY_MIN_LENGTH,
  TOAST_DEFAULTS,
  TOAST_DURATION_MS,
} from './limits';

describe('constants of spec §5 and §9', () => {
  it.each([
    ['app version', APP_VERSION, '0.1.49'],
    ['locale', LOCALE, 'ru-RU'],
    ['currency', CURRENCY, 'RUB'],
    ['token storage key', ACCESS_TOKEN_STORAGE_KEY, 'access_token'],
    ['session-end redirect delay', SESSION_END_REDIRECT_DELAY_MS, 100],
    ['mobile max width', BREAKPOINTS.mobileMax, 767],
    ['tablet min width', BREAKPOINTS.tabletMin, 768],
    ['tablet max width', BREAKPOINTS.tabletMax, 1024],
    ['desktop min width', BREAKPOINTS.desktopMin, 1025],
    ['e-mail max length', EMAIL_LIMITS.maxLength, 254],
    ['e-mail local part max length', EMAIL_LIMITS.localPartMaxLength, 64],
    ['notifier title min length', NOTIFIER_TITLE_MIN_LENGTH, 3],
    ['Telegram API key min length', TELEGRAM_API_KEY_MIN_LENGTH, 30],
    ['product title max length', PRODUCT_LIMITS.titleMaxLength, 255],
    ['sku max length', PRODUCT_LIMITS.skuMaxLength, 255],
    ['description max length', PRODUCT_LIMITS.descriptionMaxLength, 1000],
    ['text max length', PRODUCT_LIMITS.textMaxLength, 10000],
    ['price max', PRODUCT_LIMITS.priceMax, 1_000_000_000],
    ['discount min', PRODUCT_LIMITS.discountMin, 0],
    ['discount percent max', PRODUCT_LIMITS.discountPercentMax, 100],
    ['photo files per request', PHOTO_LIMITS.maxFilesPerRequest, 10],
    ['photo file size', PHOTO_LIMITS.maxFileBytes, 15_728_640],
    ['photo megapixels', PHOTO_LIMITS.maxMegapixels, 40],
    ['photos per product', PHOTO_LIMITS.maxPhotosPerProduct, 30],
    ['short toast', TOAST_DURATION_MS.short, 1500],
    ['long toast', TOAST_DURATION_MS.long, 3000],
    ['toasts shown at most', TOAST_DEFAULTS.maxSnack, 3],
    ['toast auto-hide', TOAST_DEFAULTS.autoHideDuration, 5000],
    ['toast enter transition', TOAST_DEFAULTS.transitionDuration.enter, 225],
    ['toast exit transition', TOAST_DEFAULTS.transitionDuration.exit, 195],
    ['toast anchor vertical', TOAST_DEFAULTS.anchorOrigin.vertical, 'bottom'],
    ['toast anchor horizontal', TOAST_DEFAULTS.anchorOrigin.horizontal, 'left'],
    ['tree indentation', CATEGORY_TREE_INDENT_PX, 12],
    ['unused cache lifetime', CACHE_KEEP_UNUSED_SECONDS, 60],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('breakpoints leave no gap between layouts', () => {
  it.each([
    ['mobile → tablet', BREAKPOINTS.mobileMax, BREAKPOINTS.tabletMin],
    ['tablet → desktop', BREAKPOINTS.tabletMax, BREAKPOINTS.desktopMin],
  ])('%s', (_name, lastWidth, nextWidth) => {
    expect(nextWidth).toBe(lastWidth + 1);
  });
});

describe('collection title must be longer than 3 characters', () => {
  it.each([
    ['', false],
    ['Чай', false],
    ['Соки', true],
    ['Напитки', true],
  ])('%j accepted: %s', (title, accepted) => {
    expect(title.length >= COLLECTION_TITLE_MIN_LENGTH).toBe(accepted);
  });
});
