import { randomBytes, randomInt } from 'node:crypto';

export interface ShopSettings {
  /** Numeric, as ЮKassa's are; random by default. */
  shopId?: string;
  /** `test_…` and random by default. */
  secretKey?: string;
  /** Where its HTTP notifications go; none are sent while it is unset. */
  notificationUrl?: string;
  /** A test shop (the default): its payments say `test: true`. */
  test?: boolean;
  /** It sends 54-ФЗ receipts through ЮKassa (the default), so a payment or refund needs `receipt`. */
  fiscalization?: boolean;
  /** What `GET /v3/me` names as its fiscalization provider. */
  fiscalizationProvider?: string;
}

/** A shop in ЮKassa. A test may set `notificationUrl` at any time, as a merchant edits it. */
export interface Shop {
  readonly shopId: string;
  readonly secretKey: string;
  notificationUrl: string | undefined;
  readonly test: boolean;
  readonly fiscalization: boolean;
  readonly fiscalizationProvider: string;
}

function credentialsOf(authorization: string | undefined) {
  const encoded = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!encoded) return undefined;
  const pair = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = pair.indexOf(':');
  return colon < 0 ? undefined : { shopId: pair.slice(0, colon), secretKey: pair.slice(colon + 1) };
}

export class ShopRegistry {
  private readonly shops = new Map<string, Shop>();

  add(settings: ShopSettings): Shop {
    const shopId = settings.shopId ?? String(randomInt(100_000, 1_000_000));
    if (this.shops.has(shopId)) throw new Error(`shop ${shopId} is already registered`);
    const shop: Shop = {
      shopId,
      secretKey: settings.secretKey ?? `test_${randomBytes(32).toString('base64url')}`,
      notificationUrl: settings.notificationUrl,
      test: settings.test ?? true,
      fiscalization: settings.fiscalization ?? true,
      fiscalizationProvider: settings.fiscalizationProvider ?? 'atol',
    };
    this.shops.set(shopId, shop);
    return shop;
  }

  get(shopId: string): Shop | undefined {
    return this.shops.get(shopId);
  }

  /** The shop whose shopId and secret key an `Authorization: Basic` header holds. */
  authenticate(authorization: string | undefined): Shop | undefined {
    const credentials = credentialsOf(authorization);
    if (!credentials) return undefined;
    const shop = this.shops.get(credentials.shopId);
    return shop?.secretKey === credentials.secretKey ? shop : undefined;
  }
}
