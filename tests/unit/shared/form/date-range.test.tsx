import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { dateRangeProblem, periodRange, presetRange } from '@/shared/form/date-range';
import { DateRangeField } from '@/shared/form/date-range-field';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';

// a Wednesday
const today = new Date(2026, 2, 18, 15, 30);

describe('date presets and periods', () => {
  it('the previous and next 7 and 30 days include today', () => {
    expect(presetRange('previous7', today)).toEqual({ start: '2026-03-12', end: '2026-03-18' });
    expect(presetRange('previous30', today)).toEqual({ start: '2026-02-17', end: '2026-03-18' });
    expect(presetRange('next7', today)).toEqual({ start: '2026-03-18', end: '2026-03-24' });
    expect(presetRange('next30', today)).toEqual({ start: '2026-03-18', end: '2026-04-16' });
  });

  it('periods: D the day, W Monday to Sunday, H the half of the month, M the month', () => {
    expect(periodRange('D', today)).toEqual({ start: '2026-03-18', end: '2026-03-18' });
    expect(periodRange('W', today)).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    // a Sunday belongs to the week that began the Monday before
    expect(periodRange('W', new Date(2026, 2, 22))).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(periodRange('H', today)).toEqual({ start: '2026-03-16', end: '2026-03-31' });
    expect(periodRange('H', new Date(2026, 1, 15))).toEqual({ start: '2026-02-01', end: '2026-02-15' });
    expect(periodRange('H', new Date(2028, 1, 20))).toEqual({ start: '2028-02-16', end: '2028-02-29' });
    expect(periodRange('M', new Date(2026, 1, 3))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('the end may not come before the start', () => {
    expect(dateRangeProblem({ start: '2026-03-18', end: '2026-03-17' })).toEqual({ key: 'form.dateRange.order' });
    expect(dateRangeProblem({ start: '2026-03-18', end: '2026-03-18' })).toBeNull();
    expect(dateRangeProblem({ start: '', end: '' })).toBeNull();
    expect(dateRangeProblem({ start: '', end: '' }, { required: true })).toEqual({ key: 'form.dateRange.missing' });
  });
});

describe('the date range field', () => {
  type Values = { from: string; to: string };
  function renderRange(onSubmit = vi.fn()) {
    const view = renderWithProviders(
      <KitForm<Values>
        spec={{ schema: z.object({ from: z.string(), to: z.string() }), checks: (v) => ({ to: dateRangeProblem({ start: v.from, end: v.to }, { required: true }) }) }}
        defaultValues={{ from: '', to: '' }}
        onSubmit={onSubmit}
      >
        <DateRangeField startName="from" endName="to" label="Period" presets={['previous7', 'previous30', 'next7', 'next30']} periods={['D', 'W', 'H', 'M']} today={today} required />
      </KitForm>,
    );
    return { ...view, onSubmit };
  }

  it('fills both days from a preset or a period, and shows which one is chosen', async () => {
    const { user, onSubmit } = renderRange();
    const group = await screen.findByRole('group', { name: /^Period/ });
    const from = within(group).getByLabelText('From');
    const to = within(group).getByLabelText('To');
    await user.click(within(group).getByRole('button', { name: 'Previous 7 days' }));
    expect(from).toHaveValue('2026-03-12');
    expect(to).toHaveValue('2026-03-18');
    expect(within(group).getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Next 30 days' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(group).getByRole('button', { name: 'This half-month' }));
    expect(from).toHaveValue('2026-03-16');
    expect(to).toHaveValue('2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ from: '2026-03-16', to: '2026-03-31' });
  });

  it('says a missing or reversed range under the field, tied to both days', async () => {
    const { user, onSubmit } = renderRange();
    const group = await screen.findByRole('group', { name: /^Period/ });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(group).findByText('Please choose a start and an end date')).toBeInTheDocument();
    await user.type(within(group).getByLabelText('From'), '2026-03-20');
    await user.type(within(group).getByLabelText('To'), '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(group).findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(within(group).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByLabelText('To')).toHaveAccessibleDescription('The end date cannot be before the start date');
    // a choice fixes it at once, the form being submitted already
    await user.click(within(group).getByRole('button', { name: 'Today' }));
    await vi.waitFor(() => expect(within(group).queryByText('The end date cannot be before the start date')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
