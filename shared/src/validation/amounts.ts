import * as yup from 'yup';

/**
 * Money amounts (and rates) arrive as JSON numbers or as strings a form holds. yup's number would
 * read any string Number() reads: '0x32' and ' 50 ' as 50, '1e2' as 100. A string is taken only when
 * it is a plain decimal, so what the member typed is what is paid; the two-decimals rule of each
 * amount then gives its own message.
 */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const SIGNED_PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

const onlyPlainDecimals = (pattern: RegExp) => (value: unknown, original: unknown) =>
  typeof original === 'string' && !pattern.test(original) ? Number.NaN : value;

/** A number, or a string of digits with an optional decimal part; anything else gives `message` (the amount's own). */
export const amountNumber = (message: string) => yup.number().transform(onlyPlainDecimals(PLAIN_DECIMAL)).typeError(message);

/** As amountNumber, and a string may carry a leading minus (credit adjustments take credit back). */
export const signedAmountNumber = (message: string) => yup.number().transform(onlyPlainDecimals(SIGNED_PLAIN_DECIMAL)).typeError(message);
