import type { BankAccount } from '@lotto/shared';

/** A receiving account as GET /admin-api/bank-accounts answers it; tests change what they need with a spread. */
export const scbAccount: BankAccount = {
  id: 3,
  bank_id: 4,
  short_name: 'SCB',
  account_name: 'บริษัท หวยดี จำกัด',
  account_number: '1112223334',
  promptpay_id: '0105561234567',
  biller_id: null,
  active: true,
  feed_secret_set: true,
  csv_mapping: null,
};
