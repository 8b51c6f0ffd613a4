import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { registerRequestSchema } from '@/shared/contract/member';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { SelectField } from '@/shared/form/select-field';
import { PasswordField, PasswordPair, TextField } from '@/shared/form/text-field';
import { requiredRule } from '@/shared/form/use-contract-form';
import { changeLanguage } from '@/shared/i18n/i18n';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';

const fields = registerRequestSchema.shape;
const schema = z.object({
  username: fields.username,
  email: fields.email,
  password: fields.password,
  confirmPassword: fields.confirmPassword,
  agreed: z.boolean(),
  kind: z.string(),
});
type Values = z.input<typeof schema>;
const empty: Values = { username: '', email: '', password: '', confirmPassword: '', agreed: false, kind: '' };
// the brand's username rule of the mocks: 6-16 characters, a letter first (pattern 1)
const usernameRule = { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 };

function renderForm(onSubmit = vi.fn(), extra: { disabled?: boolean; loading?: boolean } = {}) {
  const view = renderWithProviders(
    <KitForm<Values>
      spec={{
        schema,
        rules: { username: usernameRule, password: requiredRule, kind: requiredRule },
        pairs: [['password', 'confirmPassword']],
        consents: { agreed: { key: 'register.pleaseAgree', params: { terms: { key: 'register.termsName' } } } },
      }}
      defaultValues={empty}
      onSubmit={onSubmit}
    >
      <TextField name="username" label="Username" required description="Letters and digits" {...extra} />
      <TextField name="email" label="E-mail" type="email" />
      <PasswordPair name="password" confirmName="confirmPassword" label="Password" confirmLabel="Confirm password" />
      <SelectField
        name="kind"
        label="Kind"
        required
        placeholder="Please choose"
        options={[
          { value: 'deposit', label: 'Deposit problem' },
          { value: 'other', label: 'Other problems' },
        ]}
      />
      <CheckboxField name="agreed" label="I agree" required />
    </KitForm>,
  );
  return { ...view, onSubmit };
}

afterEach(async () => {
  await act(async () => {
    await changeLanguage('EN');
  });
});

describe('the fields of the form kit', () => {
  it('name each control by its label, mark the required ones with a star and aria-required, and describe it', async () => {
    renderForm();
    const username = await screen.findByLabelText(/^Username/);
    expect(screen.getByText('Username', { selector: 'label' })).toHaveTextContent('Username*');
    expect(screen.getByText('E-mail', { selector: 'label' })).toHaveTextContent(/^E-mail$/);
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-required');
    expect(username).toHaveAccessibleDescription('Letters and digits');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute('aria-required', 'true');
  });

  it('say every problem under its field, tie it to the control, and send nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const username = screen.getByLabelText(/^Username/);
    expect(await screen.findByText('Username not empty')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // the error is announced and read with the field, after its hint
    expect(username).toHaveAccessibleDescription('Letters and digits Username not empty');
    expect(screen.getByText('Username not empty')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Password not empty')).toBeInTheDocument();
    expect(screen.getByText('Confirm password not empty')).toBeInTheDocument();
    expect(screen.getByText('Kind not empty')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the user agreement and privacy policy');
    // an optional field left empty is fine
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("judge a field by the brand's rule, naming the field, then clear the error once the value is right", async () => {
    const { user } = renderForm();
    await user.type(await screen.findByLabelText(/^Username/), '1abc');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Username: 6-16 characters, starting with a letter, letters and digits only')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    expect(screen.queryByText(/^Username:/)).toBeNull();
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid');
  });

  it('a confirmation that differs says the two passwords are inconsistent (spec: "inconsistent twice")', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(await screen.findByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('send the values as the contract reads them (trimmed where it trims), once everything is right', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(await screen.findByLabelText(/^Username/), '  player01 ');
    await user.type(screen.getByLabelText(/^Password/), ' Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), ' Secret123');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Kind/ }), 'other');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // a password is never trimmed: the contract reads it as typed
    expect(onSubmit.mock.calls[0]![0]).toEqual({ username: 'player01', email: '', password: ' Secret123', confirmPassword: ' Secret123', agreed: true, kind: 'other' });
  });

  it('keep problems as keys: the words follow the language', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Password not empty')).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('TY');
    });
    // the field label is the caller's; the sentence around it is Vietnamese
    expect(await screen.findByText('Password không được để trống')).toBeInTheDocument();
  });

  it('show and hide a password with a button that says what it does', async () => {
    const { user } = renderWithProviders(
      <KitForm<{ secret: string }> spec={{ schema: z.object({ secret: z.string() }) }} defaultValues={{ secret: '' }} onSubmit={vi.fn()}>
        <PasswordField name="secret" label="Payment PIN" />
      </KitForm>,
    );
    const input = await screen.findByLabelText('Payment PIN');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('disabled and loading states: nothing to type, and the field says it is busy', async () => {
    renderForm(vi.fn(), { disabled: true, loading: true });
    const username = await screen.findByLabelText(/^Username/);
    expect(username).toBeDisabled();
    expect(username.closest('[aria-busy="true"]')).not.toBeNull();
    const select = renderWithProviders(
      <KitForm<{ kind: string }> spec={{ schema: z.object({ kind: z.string() }) }} defaultValues={{ kind: '' }} onSubmit={vi.fn()}>
        <SelectField name="kind" label="Vendor" options={[]} loading />
      </KitForm>,
    );
    const combo = await within(select.container).findByRole('combobox', { name: 'Vendor' });
    expect(combo).toBeDisabled();
    expect(combo.closest('[aria-busy="true"]')).not.toBeNull();
  });
});
