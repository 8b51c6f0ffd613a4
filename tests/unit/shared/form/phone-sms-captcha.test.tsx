import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mobileSchema } from '@/shared/contract/identity';
import { CaptchaField } from '@/shared/form/captcha-field';
import { PhoneField, dialingCodeOf } from '@/shared/form/phone-field';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { requiredRule } from '@/shared/form/use-contract-form';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';

const codes = [
  { countryCode: 'VN', dialingCode: '+84', name: 'Vietnam' },
  { countryCode: 'TH', dialingCode: '+66', name: 'Thailand' },
];
const schema = z.object({ ...mobileSchema.shape, countryDialingCode: z.string(), code: z.string(), captcha: z.string() });
type Values = z.input<typeof schema>;
const empty: Values = { mobileNum: '', countryDialingCode: '', code: '', captcha: '' };

function renderPhoneForm({ onSend = vi.fn(async () => null as number | null), onRefresh = vi.fn(), onSubmit = vi.fn() } = {}) {
  const view = renderWithProviders(
    <KitForm<Values> spec={{ schema, rules: { code: requiredRule, captcha: requiredRule } }} defaultValues={empty} onSubmit={onSubmit}>
      <PhoneField name="mobileNum" dialingName="countryDialingCode" label="Mobile number" codes={codes} defaultDialingCode="+84" required />
      <SmsCodeField name="code" label="Verification code" onSend={onSend} />
      <CaptchaField name="captcha" label="Image code" image={btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')} onRefresh={onRefresh} />
    </KitForm>,
  );
  return { ...view, onSend, onRefresh, onSubmit };
}

describe('the phone field', () => {
  it('a country code drop-down of flags beside the number; the default code stands until another is chosen', async () => {
    const { user, onSubmit } = renderPhoneForm();
    const combo = await screen.findByRole('combobox', { name: 'Country code' });
    expect(combo).toHaveTextContent('+84');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the contract's mobile number is required: said under the number
    expect(await screen.findByText('Mobile number not empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('type', 'tel');
    act(() => combo.focus());
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: /Thailand/ }).querySelector('img')).toHaveAttribute('src', '/flags/TH.svg');
    await user.click(within(list).getByRole('option', { name: /Thailand/ }));
    expect(combo).toHaveTextContent('+66');
    await user.type(screen.getByLabelText(/^Mobile number/), ' 912345678 ');
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.type(screen.getByLabelText(/^Image code/), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ mobileNum: '912345678', countryDialingCode: '+66', code: '123456', captcha: 'ABCD' });
  });

  it('stands for the default code while none is chosen', () => {
    expect(dialingCodeOf('', '+84')).toBe('+84');
    expect(dialingCodeOf(undefined, '+84')).toBe('+84');
    expect(dialingCodeOf('+66', '+84')).toBe('+66');
  });
});

describe('the text-message code field', () => {
  it('asks for a code at most once a second, then counts down what the call says', async () => {
    const onSend = vi.fn<() => Promise<number | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(3);
    const { user } = renderPhoneForm({ onSend });
    const send = await screen.findByRole('button', { name: 'Send code' });
    expect(screen.getByLabelText(/^Verification code/)).toHaveAttribute('maxlength', '255');
    await user.click(send);
    await user.click(send);
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    // nothing was sent (the number was refused): the button stays
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (3)' })).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});

describe('the captcha field', () => {
  it('shows the image beside the code, and a click shows a new one at most once a second', async () => {
    const { user, onRefresh } = renderPhoneForm();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Image code/)).toHaveAttribute('aria-required', 'true');
    const refresh = screen.getByRole('button', { name: 'Show a new code' });
    await user.click(refresh);
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
