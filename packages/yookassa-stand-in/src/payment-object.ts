import type { Amount } from './money';

export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** Who cancelled a payment and why, in the reference's words. */
export interface CancellationDetails {
  party: 'yoo_money' | 'payment_network' | 'merchant';
  reason: string;
}

/** ЮKassa's payment object, as far as the stand-in fills it. */
export interface Payment {
  id: string;
  status: PaymentStatus;
  paid: boolean;
  amount: Amount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method?: {
    type: 'bank_card';
    id: string;
    saved: boolean;
    title: string;
    card: {
      first6: string;
      last4: string;
      expiry_month: string;
      expiry_year: string;
      card_type: string;
    };
  };
  captured_at?: string;
  created_at: string;
  expires_at?: string;
  confirmation?: { type: 'redirect'; return_url: string; confirmation_url: string };
  test: boolean;
  /** Present once a refund succeeded. */
  refunded_amount?: Amount;
  refundable: boolean;
  receipt_registration?: 'pending' | 'succeeded';
  metadata: Record<string, string>;
  cancellation_details?: CancellationDetails;
}

export type PaymentEvent = 'payment.waiting_for_capture' | 'payment.succeeded' | 'payment.canceled';
