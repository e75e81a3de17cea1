import { th } from '../labels/th';
import { yeekeeShotsRequestSchema } from '../contracts/yeekee';
import { auditQuerySchema } from '../contracts/backoffice/audit';
import { limitedNumbersQuerySchema } from '../contracts/backoffice/limitedNumbers';
import { roundParamsSchema } from '../contracts/common';
import { staffMoneyListQuerySchema } from '../contracts/money';
import { sessionResultRequestSchema } from '../contracts/protection';

const refusal = (schema: { validateSync(value: unknown): unknown }, value: unknown): string | null => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('ids are written only in digits', () => {
  const spellings = ['0x2e', '4.6e1', ' 46', '46 ', '046', '+46', '46.0', '0b101110', ''];

  it.each(spellings)('refuses %p as a round id, path or body', (spelling) => {
    expect(refusal(roundParamsSchema, { round_id: spelling })).toBe(th.lotto.roundNotFound);
    expect(refusal(yeekeeShotsRequestSchema, { round_id: spelling })).toBe(th.lotto.roundNotFound);
  });

  it.each(spellings.filter(Boolean))('refuses %p as a member, actor or round filter', (spelling) => {
    expect(refusal(staffMoneyListQuerySchema, { member_id: spelling })).toBe(th.errors.validation);
    expect(refusal(auditQuerySchema, { actor_id: spelling })).toBe(th.errors.validation);
    expect(refusal(limitedNumbersQuerySchema, { round_id: spelling })).toBe(th.errors.validation);
  });

  it('takes digits, and a JSON number', () => {
    expect(roundParamsSchema.validateSync({ round_id: '46' })).toEqual({ round_id: 46 });
    expect(yeekeeShotsRequestSchema.validateSync({ round_id: 46 })).toEqual({ round_id: 46 });
    expect(refusal(staffMoneyListQuerySchema, {})).toBeNull();
  });
});

describe('session-result since', () => {
  it.each(['0000-01-01', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '1999-12-31T16:59:59Z', 'yesterday', ''])(
    'refuses %p',
    (since) => {
      expect(refusal(sessionResultRequestSchema, { since })).toBe(th.protection.sinceInvalid);
    },
  );

  it('takes a time inside the dates the site keeps', () => {
    expect(refusal(sessionResultRequestSchema, { since: '2026-11-27T10:00:00.000Z' })).toBeNull();
  });
});
