import { describe, expect, it } from 'vitest';
import { currencyDecimals, fitsMinorUnit, minorUnitProblem } from '@/shared/contract/currency';
import { amountProblem } from '@/shared/form/amount';

describe("an amount in its currency's minor unit", () => {
  it('VND has no decimals; a currency not listed has two', () => {
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(fitsMinorUnit(100_000, 'VND')).toBe(true);
    expect(fitsMinorUnit(100_000.5, 'VND')).toBe(false);
    expect(fitsMinorUnit(12.34, 'USD')).toBe(true);
    expect(fitsMinorUnit(12.345, 'USD')).toBe(false);
  });

  it('says which rule was broken, as a key the site and the server share', () => {
    expect(minorUnitProblem(100_000.5, 'VND')).toEqual({ key: 'form.amount.wholeUnits', params: {} });
    expect(minorUnitProblem(1.005, 'THB')).toEqual({ key: 'form.amount.decimals', params: { decimals: 2 } });
    expect(minorUnitProblem(1.5, 'THB')).toBeNull();
  });

  it("the forms' amount check refuses a fraction of the currency before the limits", () => {
    expect(amountProblem(100_000.5, { min: 20_000, max: 1_000_000, currency: 'VND' })).toEqual({ key: 'form.amount.wholeUnits', params: {} });
    expect(amountProblem(100_000, { min: 20_000, max: 1_000_000, currency: 'VND' })).toBeNull();
    expect(amountProblem(100_000.5, { min: 20_000 })).toBeNull();
  });
});
