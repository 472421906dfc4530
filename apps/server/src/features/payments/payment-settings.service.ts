import {
  PAYMENT_LIMITS,
  PAYMENT_PROVIDER_TEXTS,
  paymentMessages,
  type YookassaSettings,
  type YookassaSettingsUpdate,
} from '@vitrina/contracts/payments';
import type { ShopAction } from '@vitrina/contracts/team';
import type { Db } from '../../db/client';
import type { ShopPaymentSettingsRow } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { SecretsCipher } from '../../infra/secrets/secrets-cipher';
import type { Acting } from '../../shared/acting';
import type { ShopJournal } from '../team/shop-journal.service';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCredentials,
} from './payment-provider';
import {
  deletePaymentSettings,
  selectPaymentSettings,
  selectPaymentSettingsHeld,
  updatePaymentSettings,
  upsertPaymentSettings,
  type PaymentSettingsChanges,
} from './payment-settings.repository';

interface PaymentSettingsDeps {
  db: Db;
  provider: PaymentProvider;
  cipher: SecretsCipher;
  /** Records connecting, changing and disconnecting, in their transactions. */
  journal: Pick<ShopJournal, 'record'>;
}

/** A shop's connection as payments use it: the key opened, the receipts' settings. */
export interface ShopConnection {
  credentials: ProviderCredentials;
  settings: Pick<ShopPaymentSettingsRow, 'test' | 'vatCode' | 'taxSystemCode' | 'receipts'>;
}

/** A refused field, in the shape a payload the schema refuses gets. */
const fieldRefused = (field: string, message: string) =>
  new AppError('UNPROCESSABLE', message, { errors: [{ field, message }] });

function answerOf(row: ShopPaymentSettingsRow): YookassaSettings {
  return {
    shop_id: row.providerShopId,
    secret_key_last4: row.secretKeyLast4,
    test: row.test,
    vat_code: row.vatCode as YookassaSettings['vat_code'],
    tax_system_code: row.taxSystemCode as YookassaSettings['tax_system_code'],
    receipts: row.receipts,
  };
}

const changesOf = (update: YookassaSettingsUpdate): PaymentSettingsChanges => ({
  providerShopId: update.shop_id,
  test: update.test,
  vatCode: update.vat_code,
  taxSystemCode: update.tax_system_code,
  receipts: update.receipts,
});

const differs = (row: ShopPaymentSettingsRow, changes: PaymentSettingsChanges) =>
  (Object.keys(changes) as (keyof PaymentSettingsChanges)[]).some(
    (name) => row[name] !== changes[name],
  );

/**
 * A shop's connection to its payment provider (issue 33): the keys, checked with the provider
 * before they are kept and kept encrypted, and the receipts' settings. Connecting, changing and
 * disconnecting are written into the shop's journal, by the provider's shopId, never the key.
 */
export function createPaymentSettingsService({
  db,
  provider,
  cipher,
  journal,
}: PaymentSettingsDeps) {
  const texts = PAYMENT_PROVIDER_TEXTS[provider.id];
  // The key opens only in its own shop's row, for its own provider.
  const keyContext = (shopId: number) => `shop ${shopId}: ${provider.id} secret key`;

  /** The stored connection, if it is to this provider. */
  async function connection(shopId: number) {
    const row = await selectPaymentSettings(db, shopId);
    return row?.provider === provider.id ? row : undefined;
  }

  /** The provider opens the account with the keys, and it is the mode the merchant chose. */
  async function checkKeys(credentials: ProviderCredentials, test: boolean) {
    const account = await provider.checkCredentials(credentials).catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.failure === 'CREDENTIALS_REFUSED') {
        throw new AppError('UNPROCESSABLE', texts.credentialsRefused);
      }
      throw new AppError(
        'BAD_GATEWAY',
        error.failure === 'UNREACHABLE' ? texts.unreachable : texts.failed,
      );
    });
    if (account.test !== test) {
      throw fieldRefused('test', account.test ? texts.testShopKeys : texts.liveShopKeys);
    }
  }

  const record = (
    tx: Db,
    { shopId, actorId }: Acting,
    action: ShopAction,
    row: ShopPaymentSettingsRow,
  ) =>
    journal.record(tx, {
      shopId,
      actorId,
      action,
      subject: paymentMessages.journalSubject(texts.title, row.providerShopId, row.test),
    });

  /** Keeps a new key with the settings: a new connection, or one in place of the shop's. */
  async function saveWithKey(acting: Acting, update: YookassaSettingsUpdate, secretKey: string) {
    const { shopId } = acting;
    return db.transaction(async (tx) => {
      const held = await selectPaymentSettingsHeld(tx, shopId);
      const saved = await upsertPaymentSettings(tx, {
        shopId,
        provider: provider.id,
        ...changesOf(update),
        secretKeyEncrypted: cipher.encrypt(secretKey, keyContext(shopId)),
        secretKeyLast4: secretKey.slice(-PAYMENT_LIMITS.secretKeyShownLength),
      });
      const action = held?.provider === provider.id ? 'payments.changed' : 'payments.connected';
      await record(tx, acting, action, saved);
      return saved;
    });
  }

  /** Changes the settings of a connection, its key as it is. */
  async function saveKeepingKey(acting: Acting, update: YookassaSettingsUpdate) {
    return db.transaction(async (tx) => {
      const held = await selectPaymentSettingsHeld(tx, acting.shopId);
      // Disconnected since it was read: there is no key to keep.
      if (held?.provider !== provider.id) {
        throw fieldRefused('secret_key', paymentMessages.secretKeyRequired);
      }
      const changes = changesOf(update);
      if (!differs(held, changes)) return held;
      const saved = await updatePaymentSettings(tx, acting.shopId, changes);
      await record(tx, acting, 'payments.changed', saved);
      return saved;
    });
  }

  return {
    /** The shop's connection with its key opened, for payments; undefined while none is. */
    async connectionOf(shopId: number): Promise<ShopConnection | undefined> {
      const row = await connection(shopId);
      if (!row) return undefined;
      const secretKey = cipher.decrypt(row.secretKeyEncrypted, keyContext(shopId));
      return { credentials: { shopId: row.providerShopId, secretKey }, settings: row };
    },

    /** The connection, or null while none is: a state of the shop, not a missing resource. */
    async settings(shopId: number): Promise<YookassaSettings | null> {
      const row = await connection(shopId);
      return row ? answerOf(row) : null;
    },

    /**
     * Connects the shop, or changes its connection. The keys are checked with the provider
     * first, outside any transaction, and nothing is kept when it refuses them. Without a new
     * key the stored one stays, checked again only when the shopId or the mode changes.
     */
    async save(acting: Acting, update: YookassaSettingsUpdate): Promise<YookassaSettings> {
      const { secret_key: newKey } = update;
      if (newKey !== undefined) {
        await checkKeys({ shopId: update.shop_id, secretKey: newKey }, update.test);
        return answerOf(await saveWithKey(acting, update, newKey));
      }
      const stored = await connection(acting.shopId);
      if (!stored) throw fieldRefused('secret_key', paymentMessages.secretKeyRequired);
      if (stored.providerShopId !== update.shop_id || stored.test !== update.test) {
        const secretKey = cipher.decrypt(stored.secretKeyEncrypted, keyContext(acting.shopId));
        await checkKeys({ shopId: update.shop_id, secretKey }, update.test);
      }
      return answerOf(await saveKeepingKey(acting, update));
    },

    async disconnect(acting: Acting): Promise<void> {
      await db.transaction(async (tx) => {
        const held = await selectPaymentSettingsHeld(tx, acting.shopId);
        if (held?.provider !== provider.id) throw new NotFoundError(paymentMessages.notConnected);
        await deletePaymentSettings(tx, acting.shopId);
        await record(tx, acting, 'payments.disconnected', held);
      });
    },
  };
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
