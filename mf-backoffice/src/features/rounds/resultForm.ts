import {
  backofficeLabels,
  type LotteryResult,
  PRIZE_LABELS,
  prizeEntries,
  type PrizeValue,
  type ResultKind,
  resultShapeIsValid,
  th,
  withValues,
} from '@lotto/shared';

/**
 * The result form's fields for a lottery's result shape (docs/lottery-rules.md): a government draw
 * (first prize, two front and two back threes, the bottom two) or the digits of another lottery
 * (4top only where it has four digits). Each field is one input; the pairs are `3front.0`, `3front.1`.
 */
export interface ResultField {
  name: string;
  label: string;
  digits: number;
}

export type ResultValues = Record<string, string>;

const l = backofficeLabels.rounds;

const pairFields = (key: '3front' | '3back'): ResultField[] =>
  [1, 2].map((n) => ({ name: `${key}.${n - 1}`, label: withValues(l.pairItem, { label: PRIZE_LABELS[key], n }), digits: 3 }));

export function resultFields(kind: ResultKind, hasFourDigits: boolean): ResultField[] {
  if (kind === 'government') {
    return [
      { name: 'first_prize', label: PRIZE_LABELS.first_prize, digits: 6 },
      ...pairFields('3front'),
      ...pairFields('3back'),
      { name: '2bottom', label: PRIZE_LABELS['2bottom'], digits: 2 },
    ];
  }
  return [
    ...(hasFourDigits ? [{ name: '4top', label: PRIZE_LABELS['4top'], digits: 4 }] : []),
    { name: '3top', label: PRIZE_LABELS['3top'], digits: 3 },
    { name: '2top', label: PRIZE_LABELS['2top'], digits: 2 },
    { name: '2bottom', label: PRIZE_LABELS['2bottom'], digits: 2 },
  ];
}

/** The form's values of a stored result, so that a correction starts from what was recorded. */
export function resultValues(result: LotteryResult | null, fields: ResultField[]): ResultValues {
  const stored = (result ?? {}) as Record<string, PrizeValue>;
  return Object.fromEntries(
    fields.map(({ name }) => {
      const [key, index] = name.split('.') as [string, string | undefined];
      const value = stored[key];
      const text = index === undefined ? value : Array.isArray(value) ? value[Number(index)] : undefined;
      return [name, typeof text === 'string' ? text : ''];
    }),
  );
}

function buildResult(values: ResultValues, kind: ResultKind, hasFourDigits: boolean): LotteryResult {
  if (kind === 'government') {
    return {
      first_prize: values.first_prize ?? '',
      '3front': [values['3front.0'] ?? '', values['3front.1'] ?? ''],
      '3back': [values['3back.0'] ?? '', values['3back.1'] ?? ''],
      '2bottom': values['2bottom'] ?? '',
    };
  }
  return {
    ...(hasFourDigits && { '4top': values['4top'] ?? '' }),
    '3top': values['3top'] ?? '',
    '2top': values['2top'] ?? '',
    '2bottom': values['2bottom'] ?? '',
  };
}

export interface ResultCheck {
  /** Thai messages by field name. */
  errors: Record<string, string>;
  /** The result to send, once every field is right. */
  result: LotteryResult | null;
}

/**
 * Checks typed values field by field (digit counts, and the digits that must agree: 2 ตัวบน is
 * the end of 3 ตัวบน, which is the end of 4 ตัวบน), then with the server's own rule.
 */
export function checkResult(values: ResultValues, kind: ResultKind, hasFourDigits: boolean): ResultCheck {
  const fields = resultFields(kind, hasFourDigits);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!new RegExp(`^\\d{${field.digits}}$`).test(values[field.name] ?? '')) {
      errors[field.name] = withValues(l.digitsRequired, { digits: field.digits });
    }
  }
  const endsWith = (name: string, of: '3top' | '4top') => {
    const [part, whole] = [values[name] ?? '', values[of] ?? ''];
    if (errors[name] || errors[of] || whole.endsWith(part)) return;
    errors[name] = withValues(l.mustEndWith, { digits: part.length, of: PRIZE_LABELS[of] });
  };
  if (kind === 'digits') {
    endsWith('2top', '3top');
    if (hasFourDigits) endsWith('3top', '4top');
  }
  if (Object.keys(errors).length > 0) return { errors, result: null };
  const result = buildResult(values, kind, hasFourDigits);
  if (!resultShapeIsValid(result, kind, hasFourDigits)) return { errors: { form: th.lotto.resultInvalid }, result: null };
  return { errors, result };
}

/** A result on one line: `3 ตัวบน 123 · 2 ตัวบน 23 · 2 ตัวล่าง 45`. */
export function resultText(result: LotteryResult): string {
  return prizeEntries(result as unknown as Record<string, PrizeValue>)
    .map((entry) => `${entry.label} ${entry.text}`)
    .join(' · ');
}

export function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  return resultText(a) === resultText(b);
}
