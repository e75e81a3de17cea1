import { BANKS } from '../banks/banks';
import { bankBySlipCode } from './slipBanks';

describe('bankBySlipCode', () => {
  it.each([
    ['004', 'KBANK'],
    ['014', 'SCB'],
    ['002', 'BBL'],
    ['073', 'LHB'],
  ])('%s is %s', (code, shortName) => {
    expect(bankBySlipCode(code)?.short_name).toBe(shortName);
  });

  it('knows each of the 14 banks by exactly one code', () => {
    const codes = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
    const found = codes.map(bankBySlipCode).filter((bank) => bank !== undefined);
    expect(found.map((bank) => bank.id).sort((a, b) => a - b)).toEqual(BANKS.map((bank) => bank.id));
  });

  it('knows no other code', () => {
    expect(bankBySlipCode('999')).toBeUndefined();
    expect(bankBySlipCode('toString')).toBeUndefined();
  });
});
