import { describe, expect, it } from 'vitest';
import { htmlLang, supportedLanguages } from '@/shared/i18n/language';
import { formatCurrency, formatMoney } from '@/shared/lib/format';
import { formatDate, formatDateTime, formatTime } from '@/shared/lib/format-date';

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

describe('one money format and one date format per language', () => {
  it('writes the symbol where the language puts it, the sign first, a code set apart', () => {
    expect(formatCurrency(289_800, 'VI', { symbol: '₫' })).toBe('289.800\u00a0₫');
    expect(formatCurrency(289_800, 'TY', { symbol: '₫' })).toBe('289.800\u00a0₫');
    expect(formatCurrency(-289_800, 'VI', { symbol: '₫' })).toBe('-289.800\u00a0₫');
    expect(formatCurrency(289_800, 'EN', { symbol: '₫' })).toBe('₫289,800');
    expect(formatCurrency(-50_000, 'EN', { symbol: '₫' })).toBe('-₫50,000');
    expect(formatCurrency(50_000, 'EN', { symbol: '₫', signed: true })).toBe('+₫50,000');
    expect(formatCurrency(100_000, 'EN', { symbol: 'VND' })).toBe('VND\u00a0100,000');
    expect(formatCurrency(100_000, 'ID', { symbol: 'Rp' })).toBe('Rp\u00a0100.000');
    expect(formatCurrency(100_000, 'VI', { symbol: 'VND' })).toBe('100.000\u00a0VND');
    expect(formatCurrency(100_000, 'CN', { symbol: '₫' })).toBe('₫100,000');
    expect(formatCurrency(-0.001, 'EN', { symbol: '₫', signed: true })).toBe('₫0');
    expect(formatCurrency(1234.5, 'TH')).toBe('1,234.5');
  });

  it('writes dates and times day first and 24-hour in Vietnamese, year first in English', () => {
    const at = new Date(2026, 10, 22, 5, 35, 7);
    expect(formatDateTime(at, 'VI')).toBe('22/11/2026 05:35:07');
    expect(formatDateTime(at, 'TY')).toBe('22/11/2026 05:35:07');
    expect(formatDateTime(at, 'EN')).toBe('2026-11-22 05:35:07');
    expect(formatDateTime(at, 'CN')).toBe('2026-11-22 05:35:07');
    expect(formatDateTime(at, 'ID')).toBe('22/11/2026 05.35.07');
    expect(formatDateTime(at, 'TH')).toBe('22/11/2026 05:35:07');
    expect(formatTime(new Date(2026, 10, 22, 17, 5, 0), 'VI', { seconds: false })).toBe('17:05');
    expect(formatDate(at, 'VI')).toBe('22/11/2026');
    expect(formatDate(at, 'VI', { year: false })).toBe('22/11');
    expect(formatDate(at, 'EN', { year: false })).toBe('11-22');
    expect(formatDateTime('not a date', 'VI')).toBe('not a date');
  });
});
