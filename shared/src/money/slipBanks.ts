import { bankById, type Bank } from '../banks/banks';

/**
 * The Bank of Thailand's three-digit codes of our 14 banks, as the sending bank of a slip's
 * verification QR code gives them, mapped to our bank ids.
 */
const BANK_ID_BY_SLIP_CODE: Readonly<Record<string, number>> = {
  '004': 1, // KBANK
  '002': 2, // BBL
  '006': 3, // KTB
  '014': 4, // SCB
  '025': 5, // BAY
  '011': 6, // TTB
  '030': 7, // GSB
  '034': 8, // BAAC
  '033': 9, // GHB
  '024': 10, // UOB
  '022': 11, // CIMBT
  '069': 12, // KKP
  '067': 13, // TISCO
  '073': 14, // LHB
};

/** Our bank for a slip's sending-bank code, or undefined for a bank outside the list. */
export function bankBySlipCode(code: string): Bank | undefined {
  const id = BANK_ID_BY_SLIP_CODE[code];
  return id === undefined ? undefined : bankById(id);
}
