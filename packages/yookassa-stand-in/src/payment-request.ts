import { readDescription } from './description';
import { invalidRequest } from './errors';
import { isRecord } from './json';
import { readAmount, type Money } from './money';
import { checkShopReceipt } from './receipt';
import type { Shop } from './shops';

/** What a valid `POST /v3/payments` asks for. */
export interface PaymentDraft {
  amount: Money;
  capture: boolean;
  returnUrl: string;
  description: string | undefined;
  metadata: Record<string, string>;
  withReceipt: boolean;
}

const MAX_DESCRIPTION = 128;
const MAX_RETURN_URL = 2048;
const METADATA = { keys: 16, key: 32, value: 512 };

function readReturnUrl(confirmation: unknown): string {
  if (!isRecord(confirmation)) {
    throw invalidRequest(
      'confirmation is required: {type: "redirect", return_url}',
      'confirmation',
    );
  }
  if (confirmation.type !== 'redirect') {
    // The others (embedded, qr, external, mobile_application) need ЮKassa's widget or apps.
    throw invalidRequest('The stand-in confirms payments by redirect only', 'confirmation.type');
  }
  const url = confirmation.return_url;
  const parameter = 'confirmation.return_url';
  if (typeof url !== 'string' || url.length > MAX_RETURN_URL || !URL.canParse(url)) {
    throw invalidRequest(
      `${parameter} must be a URL of up to ${MAX_RETURN_URL} characters`,
      parameter,
    );
  }
  if (!/^https?:$/.test(new URL(url).protocol)) {
    throw invalidRequest(`${parameter} must be an http or https URL`, parameter);
  }
  return url;
}

/** Up to 16 string values under keys of up to 32 characters, values of up to 512. */
function readMetadata(metadata: unknown): Record<string, string> {
  if (metadata === undefined) return {};
  const entries = isRecord(metadata) ? Object.entries(metadata) : undefined;
  const valid =
    entries &&
    entries.length <= METADATA.keys &&
    entries.every(
      ([key, value]) =>
        key.length <= METADATA.key && typeof value === 'string' && value.length <= METADATA.value,
    );
  if (!valid) {
    throw invalidRequest('metadata must hold up to 16 string values under short keys', 'metadata');
  }
  return Object.fromEntries(entries as [string, string][]);
}

export function readPaymentRequest(body: Record<string, unknown>, shop: Shop): PaymentDraft {
  const amount = readAmount(body.amount, 'amount');
  if (body.capture !== undefined && typeof body.capture !== 'boolean') {
    throw invalidRequest('capture must be a boolean', 'capture');
  }
  const withReceipt = checkShopReceipt(shop, body.receipt, amount);
  return {
    amount,
    // ЮKassa's default is a two-stage payment, held until captured.
    capture: body.capture ?? false,
    returnUrl: readReturnUrl(body.confirmation),
    description: readDescription(body.description, MAX_DESCRIPTION),
    metadata: readMetadata(body.metadata),
    withReceipt,
  };
}
