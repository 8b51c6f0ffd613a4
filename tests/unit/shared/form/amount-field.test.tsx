import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { AmountField } from '@/shared/form/amount-field';
import { amountProblem, formatAmount, parseAmount } from '@/shared/form/amount';
import { changeLanguage } from '@/shared/i18n/i18n';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';

type Values = { amount: number | null };
const limits = { min: 100_000, max: 50_000_000, required: true };

function renderAmount(onSubmit = vi.fn()) {
  const view = renderWithProviders(
    <KitForm<Values>
      spec={{ schema: z.object({ amount: z.nullable(z.number()) }), checks: (values) => ({ amount: amountProblem(values.amount, limits) }) }}
      defaultValues={{ amount: null }}
      onSubmit={onSubmit}
    >
      <AmountField name="amount" label="Amount" currencySymbol="₫" min={limits.min} max={limits.max} required />
    </KitForm>,
  );
  return { ...view, onSubmit };
}

afterEach(async () => {
  await act(async () => {
    await changeLanguage('EN');
  });
});

describe('the amount field', () => {
  it('groups thousands as the language does', () => {
    expect(formatAmount(1234567, 'EN')).toBe('1,234,567');
    expect(formatAmount(1234567, 'TY')).toBe('1.234.567');
    expect(formatAmount(1234567, 'VI')).toBe('1.234.567');
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('₫ 1,234,567abc')).toBe(1234567);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('000')).toBe(0);
  });

  it('EN: shows the currency symbol and groups while typing; the value is a whole number of major units', async () => {
    const { user, onSubmit } = renderAmount();
    const input = await screen.findByLabelText(/^Amount/);
    expect(screen.getByText('₫')).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('From 100,000 to 50,000,000');
    await user.type(input, '1234567');
    expect(input).toHaveValue('1,234,567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: 1234567 });
  });

  it('TY: groups with dots and says the limits in Vietnamese', async () => {
    await act(async () => {
      await changeLanguage('TY');
    });
    const { user, onSubmit } = renderAmount();
    const input = await screen.findByLabelText(/^Amount/);
    expect(input).toHaveAccessibleDescription('Từ 100.000 đến 50.000.000');
    await user.type(input, '99999');
    expect(input).toHaveValue('99.999');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Số tiền tối thiểu là 100.000 bạn nhé')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an amount over the maximum, and an empty one when required', async () => {
    const { user, onSubmit } = renderAmount();
    const input = await screen.findByLabelText(/^Amount/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Amount not empty')).toBeInTheDocument();
    await user.type(input, '60000000');
    expect(await screen.findByText('The amount must be at most 50,000,000')).toBeInTheDocument();
    // deleting digits keeps the grouping right
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('60,000');
    expect(await screen.findByText('The amount must be at least 100,000')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the caret after the digit it was after when the grouping moves', async () => {
    const { user } = renderAmount();
    const input = await screen.findByLabelText(/^Amount/);
    await user.type(input, '1234567');
    await user.type(input, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('19,234,567');
    // typed next, without moving the caret: after the 9, not at the end
    await user.keyboard('0');
    expect(input).toHaveValue('190,234,567');
  });

  it('ignores what is not a digit', async () => {
    const { user } = renderAmount();
    const input = await screen.findByLabelText(/^Amount/);
    await user.type(input, '12a.3,4');
    expect(input).toHaveValue('1,234');
  });
});
