import { backofficeLabels, BET_TYPE_INFO, type BetType, isValidBetNumber, type LimitedNumberRequest, th, withValues } from '@lotto/shared';
import { positiveHundredths } from './rateInput';

const l = backofficeLabels.limits;

export interface LimitForm {
  type: BetType;
  number: string;
  rate: string;
  closed: boolean;
  stakeCap: string;
}

export interface LimitCheck {
  errors: Partial<Record<'number' | 'rate' | 'stakeCap' | 'form', string>>;
  /** The rule's fields once they are right (lottery and round are the screen's). */
  rule: Pick<LimitedNumberRequest, 'type' | 'number' | 'rate' | 'closed' | 'stake_cap'> | null;
}

/**
 * A limited number (เลขอั้น): a number of the type's digit count that pays a reduced rate (never
 * above the type's base rate), is closed, or has a cap on all members' stakes; at least one of them.
 */
export function checkLimitForm(form: LimitForm, baseRate: number | undefined): LimitCheck {
  const errors: LimitCheck['errors'] = {};
  if (!isValidBetNumber(form.type, form.number)) errors.number = withValues(l.numberInvalid, { digits: BET_TYPE_INFO[form.type].digits });
  const rate = form.rate.trim() === '' ? null : positiveHundredths(form.rate);
  if (form.rate.trim() !== '' && rate === null) errors.rate = l.rateInvalid;
  else if (rate !== null && baseRate !== undefined && rate > baseRate) errors.rate = th.lotto.limitRateAboveBase;
  const stakeCap = form.stakeCap.trim() === '' ? null : positiveHundredths(form.stakeCap);
  if (form.stakeCap.trim() !== '' && stakeCap === null) errors.stakeCap = l.capInvalid;
  if (Object.keys(errors).length === 0 && rate === null && !form.closed && stakeCap === null) errors.form = th.lotto.limitRuleEmpty;
  if (Object.keys(errors).length > 0) return { errors, rule: null };
  return { errors, rule: { type: form.type, number: form.number, rate, closed: form.closed, stake_cap: stakeCap } };
}
