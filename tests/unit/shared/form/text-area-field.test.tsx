import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { REMARK_MAX_LENGTH, TextAreaField } from '@/shared/form/text-area-field';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';

describe('the text area with a counter', () => {
  it('counts the characters used of 140, stops at 140, and reads the count with the field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <KitForm<{ remark: string }>
        spec={{ schema: z.object({ remark: z.string().check(z.maxLength(REMARK_MAX_LENGTH)) }) }}
        defaultValues={{ remark: '' }}
        onSubmit={onSubmit}
      >
        <TextAreaField name="remark" label="Remark" maxLength={REMARK_MAX_LENGTH} />
      </KitForm>,
    );
    const remark = await screen.findByRole('textbox', { name: 'Remark' });
    expect(screen.getByText('0/140')).toBeInTheDocument();
    expect(remark).toHaveAccessibleDescription('0 of 140 characters used');
    await user.type(remark, 'Deposit not credited');
    expect(screen.getByText('20/140')).toBeInTheDocument();
    expect(remark).toHaveAccessibleDescription('20 of 140 characters used');
    await user.type(remark, 'x'.repeat(130));
    expect(remark).toHaveValue(`Deposit not credited${'x'.repeat(120)}`);
    expect(screen.getByText('140/140')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as { remark: string }).remark).toHaveLength(140);
  });

  it('a text too long for the contract is refused with its limit (pasted past the input)', async () => {
    const { user } = renderWithProviders(
      <KitForm<{ remark: string }> spec={{ schema: z.object({ remark: z.string().check(z.maxLength(10)) }) }} defaultValues={{ remark: 'x'.repeat(12) }} onSubmit={vi.fn()}>
        <TextAreaField name="remark" label="Remark" maxLength={10} />
      </KitForm>,
    );
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveAccessibleDescription('12 of 10 characters used At most 10 characters');
  });
});
