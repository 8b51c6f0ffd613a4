import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentPasswordPage } from '@/features/withdraw/payment-password-page';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';
import { givenNoPaymentPassword } from './withdraw-scenarios';
import { loadCentreTexts } from '@/features/centres/centre-texts';

function renderPage() {
  mockState.tokens.add('token-demo');
  return renderWithProviders(<PaymentPasswordPage />, { preloadedState: { session: { token: 'token-demo' } } as never });
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('the payment password page', () => {
  it('sets the first payment password with the login password, encrypted, after checking six digits and the confirmation', async () => {
    givenNoPaymentPassword();
    const bodies: unknown[] = [];
    server.use(
      contractHandler(api.setPaymentPassword, ({ input, body }) => {
        bodies.push({ encrypted: typeof input === 'object' && input !== null && 'ct' in input, body });
        return null;
      }),
    );
    const { user, store } = renderPage();
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    await user.type(within(form).getByLabelText(/^Login password/), 'Demo1234');
    await user.type(within(form).getByLabelText(/^New payment password/), '12ab');
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    expect(await within(form).findByText('New payment password must be 6 digits')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^New payment password/));
    await user.type(within(form).getByLabelText(/^New payment password/), '246810');
    await user.clear(within(form).getByLabelText(/^Confirm payment password/));
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '246811');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    expect(await within(form).findByText(/inconsistent/i)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Confirm payment password/));
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    await waitFor(() => expect(bodies).toEqual([{ encrypted: true, body: { loginPassword: 'Demo1234', paymentPassword: '246810', confirmPaymentPassword: '246810' } }]));
    await waitFor(() => expect(store.getState().toasts.items.at(-1)?.text).toBe('Your payment password is saved.'));
  });

  it('changes it, and says how many tries are left or that it is locked', async () => {
    server.use(
      contractHandler(api.changePaymentPassword, () => new MockFailure(400, 'VALIDATION', 'Wrong.', [{ field: 'oldPaymentPassword', key: 'withdraw.errors.paymentPasswordWrong', params: { left: 1 } }])),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Change' });
    await user.type(within(form).getByLabelText(/^Current payment password/), '111111');
    await user.type(within(form).getByLabelText(/^New payment password/), '246810');
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Change payment password' }));
    expect(await within(form).findByText('Wrong payment password. 1 tries left.')).toBeInTheDocument();

    server.use(
      contractHandler(
        api.changePaymentPassword,
        () =>
          new MockFailure(403, 'FORBIDDEN', 'Locked.', [{ field: 'oldPaymentPassword', key: 'withdraw.errors.paymentPasswordLocked', params: { minutes: 30 } }], {
            reason: 'paymentPasswordLocked',
            minutes: 30,
          }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Change payment password' }));
    expect(await within(form).findByText('Payment password locked. Try again in 30 minutes or reset it.')).toBeInTheDocument();
  });

  it('resets it with a code sent to the member e-mail', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(api.paymentPasswordSendCode, ({ body }) => {
        sent.push(body);
        return { expiredMinutes: 5 };
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Forgot it' }));
    const form = await screen.findByRole('form', { name: 'Forgot it' });
    const channel = within(form).getByLabelText(/^Send the code by/);
    expect(within(channel).getByRole('option', { name: /Text message/ })).toBeDisabled();
    expect(channel).toHaveValue('email');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent).toEqual([{ channel: 'email' }]));
  });
});
