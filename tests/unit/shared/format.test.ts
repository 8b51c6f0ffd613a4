import { describe, expect, it } from 'vitest';
import { htmlLang, supportedLanguages } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';

/** A fixed stream of amounts (a linear congruential generator), so a failure can be replayed. */
function amounts(count: number): number[] {
  let seed = 20_261_127;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 16);
    const value = next() * scale;
    // whole amounts, cents, and values with a long fraction; every other one negative
    const shaped = i % 3 === 0 ? Math.round(value) : i % 3 === 1 ? Math.round(value * 100) / 100 : value;
    return i % 2 ? -shaped : shaped;
  });
}

const edges = [0, -0, 1, -1, 0.5, 0.004, 0.005, 0.015, 1.005, 1.115, 2.675, 0.125, -0.001, -0.005, 999, 1000, 9999.995, 123_456_789.987, 5_000_000, 2 ** 53, 1e20, 1e21, 1.5e22, Number.NaN, Infinity, -Infinity];

describe('money in the player’s language', () => {
  it.each(supportedLanguages)('%s writes every amount as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(htmlLang[language], { maximumFractionDigits: 2 });
    for (const amount of [...edges, ...amounts(2_000)]) expect(formatMoney(amount, language), String(amount)).toBe(intl.format(amount));
  });

  it('groups thousands and keeps at most two decimals', () => {
    expect(formatMoney(1_234_567.891, 'TY')).toBe('1.234.567,89');
    expect(formatMoney(1_234_567.891, 'EN')).toBe('1,234,567.89');
    expect(formatMoney(12.3, 'VI')).toBe('12,3');
    expect(formatMoney(-1000, 'CN')).toBe('-1,000');
  });
});
