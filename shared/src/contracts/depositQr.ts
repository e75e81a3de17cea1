import * as yup from 'yup';
import { decimal, isoTime, oneOfText, shape, text } from '../api/replies';
import { validationMessages as m } from '../validation/messages';
import { depositAmountRule, depositBankSchema } from './money';

/**
 * Deposits by a Thai QR with an exact amount (docs/money.md#qr-deposits): the member asks for a
 * QR of an amount, pays it in a bank app, and the bank's statement line credits it by itself.
 */

// --- requests ---

/** POST /lto-public-api/deposit_qr. */
export const depositQrRequestSchema = yup.object({ amount: depositAmountRule });

/** POST /lto-public-api/deposit_qr_status. */
export const depositQrStatusRequestSchema = yup.object({
  reference: yup
    .string()
    .required(m.depositQr.referenceInvalid)
    .matches(/^[A-Z0-9]{1,20}$/, m.depositQr.referenceInvalid)
    .meta({ description: 'The reference deposit_qr gave.' }),
});

// --- replies ---

export const DEPOSIT_QR_STATES = ['waiting', 'credited', 'expired'] as const;

/** POST /lto-public-api/deposit_qr. */
export const depositQrSchema = shape({
  reference: text().meta({ description: 'Names the reservation; ref1 of a bill-payment QR.' }),
  amount: decimal().meta({ description: 'Baht the member asked for.' }),
  pay_amount: decimal().meta({
    description: 'Baht to transfer, exactly: no other open reservation of the account holds it (tag 54 of the QR).',
  }),
  qr: text().meta({ description: 'EMVCo Thai QR payload (PromptPay tag 29, or bill payment tag 30 with ref1).' }),
  account: depositBankSchema.meta({ description: 'The receiving account the QR pays into.' }),
  expires_at: isoTime().meta({ description: 'After this the QR is not credited by itself.' }),
});

/** POST /lto-public-api/deposit_qr_status. */
export const depositQrStatusSchema = shape({
  state: oneOfText(DEPOSIT_QR_STATES),
  credited_at: isoTime().nullable().meta({ description: "When the credit was given; null unless state is 'credited'." }),
});

export type DepositQrRequest = yup.InferType<typeof depositQrRequestSchema>;
export type DepositQrStatusRequest = yup.InferType<typeof depositQrStatusRequestSchema>;
export type DepositQr = yup.InferType<typeof depositQrSchema>;
export type DepositQrState = (typeof DEPOSIT_QR_STATES)[number];
export type DepositQrStatus = yup.InferType<typeof depositQrStatusSchema>;
