import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { decrypt, resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';
import { givenBrand, givenDeviceVerifyAnswers, givenNewNetwork, openLogin, submitLogin, type User } from './auth-helpers';

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

async function reachVerification(user: User, password = 'Demo1234') {
  const dialog = await openLogin(user);
  await submitLogin(user, dialog, 'demo', password);
  await within(dialog).findByRole('heading', { name: 'Confirm it is you' }, { timeout: 3000 });
  return dialog;
}

describe('a login from a new network', () => {
  it('ends like the password login: a first login with forced change asks for a new password', async () => {
    givenNewNetwork(['email'], { email: 'de***@lotusplay.example' });
    givenDeviceVerifyAnswers({ firstTimeLogin: true });
    const { user, store } = renderApp('/');
    const dialog = await reachVerification(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it("the default password '{secret}' asks for a new one after the verification too", async () => {
    givenBrand({ forcePasswordChange: false });
    givenNewNetwork(['payeeName']);
    givenDeviceVerifyAnswers({ code: 'Tran Van An' });
    const { user } = renderApp('/');
    const dialog = await reachVerification(user, '{{secret}');
    await user.type(within(dialog).getByLabelText(/^Account holder name/), 'Tran Van An');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('an expired password with enforcement off just logs in', async () => {
    givenBrand({ forcePasswordChange: false });
    givenNewNetwork(['email'], { email: 'de***@lotusplay.example' });
    givenDeviceVerifyAnswers({ passwordExpired: true });
    const { user, store } = renderApp('/');
    const dialog = await reachVerification(user);
    await user.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
  });

  it('by e-mail: the code is sent by e-mail and confirms the login', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(api.deviceSendCode, ({ input }) => {
        sent.push(input);
        return { expiredMinutes: 5 };
      }),
    );
    givenNewNetwork(['sms', 'email'], { mobile: '+84 ****5678', email: 'de***@lotusplay.example' });
    const bodies = givenDeviceVerifyAnswers({});
    const { user, store } = renderApp('/');
    const dialog = await reachVerification(user);
    await user.click(within(dialog).getByLabelText('Code by e-mail to de***@lotusplay.example'));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Code sent (300)' })).toBeDisabled();
    expect(sent).toEqual([{ ticket: 'ticket-1', method: 'email' }]);
    await user.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(bodies).toEqual([{ ticket: 'ticket-1', method: 'email', answer: '123456' }]);
  });

  it('by bank account name: no code to send, a wrong name is explained', async () => {
    givenDeviceVerifyAnswers({ code: 'Tran Van An', wrongKey: 'validation.answerWrong' });
    givenNewNetwork(['email', 'payeeName'], { email: 'de***@lotusplay.example' });
    const { user, store } = renderApp('/');
    const dialog = await reachVerification(user);
    await user.click(within(dialog).getByLabelText('Bank account holder name'));
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Account holder name/), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    expect(await within(dialog).findByText('The name does not match the account')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Account holder name/));
    await user.type(within(dialog).getByLabelText(/^Account holder name/), 'Tran Van An');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
  });

  it('a withdraw-only login stays withdraw-only through the verification', async () => {
    // a time-out with money left: refused with the offer; asked withdraw-only, the new network's step follows
    server.use(
      contractHandler(api.login, ({ input }) => {
        const body = decrypt(input);
        if (body instanceof MockFailure) return body;
        if (body.withdrawOnly !== true) return new MockFailure(403, 'TIMED_OUT', 'Time-out.', undefined, { until: '2026-12-01T10:00:00.000Z', permanent: false, withdrawOnly: true });
        return new MockFailure(403, 'VERIFICATION_REQUIRED', 'New network.', undefined, { ticket: 'ticket-1', methods: ['payeeName'], maskedMobile: null, maskedEmail: null });
      }),
    );
    const bodies = givenDeviceVerifyAnswers({ code: 'Tran Van An' });
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw my balance' }));
    await within(dialog).findByRole('heading', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Account holder name/), 'Tran Van An');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(bodies[0]).toMatchObject({ ticket: 'ticket-1', method: 'payeeName', withdrawOnly: true });
  });

  it('by authenticator app: a 6-digit code, nothing to send', async () => {
    givenNewNetwork(['email', 'authenticator'], { email: 'de***@lotusplay.example' });
    const bodies = givenDeviceVerifyAnswers({ code: '654321' });
    const { user, store } = renderApp('/');
    const dialog = await reachVerification(user);
    await user.click(within(dialog).getByLabelText('Code from your authenticator app'));
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).toBeNull();
    const input = within(dialog).getByLabelText(/^Authenticator code/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    await user.type(input, '12a4');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    expect(await within(dialog).findByText('Authenticator code: 6 digits')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(bodies).toEqual([{ ticket: 'ticket-1', method: 'authenticator', answer: '654321' }]);
  });
});
